/**
 * The abuse limits around every form endpoint: only the site's own pages may post
 * (one check in lib/submissions, for the site's endpoints and the embedded API's), the rate
 * limit answers 429 with Retry-After in the visitor's language and counts per client only
 * behind a trusted proxy, and bodies stop at their size limit. The Redis store is tested
 * against the real Redis at 127.0.0.1:6379, under a key prefix of its own that is removed after.
 */
import Redis from 'ioredis';
import { submissionSettings } from '@/lib/submissions/config';
import { isForeignOrigin } from '@/lib/submissions/origin';
import { createSubmissions, type Submissions } from '@/lib/submissions/pipeline';
import { createMemoryRateLimiter, createRateLimiter, createRedisRateLimiter, type RateLimiter } from '@/lib/submissions/rate-limit';
import { buildRequest, describeRedis, freshIp, harness, settingsFor, text, translate, type Harness } from '../submissions/helpers';

jest.setTimeout(30_000);

const SITE = 'https://www.example.edu';
const contact = { name: 'Rahim Uddin', email: 'rahim@example.com', subject: 'Hostel seats', message: 'Are hostel seats available for first-year students?' };

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('which Origin may post', () => {
  it('lets a request without Origin through: a server-to-server call', () => {
    expect(isForeignOrigin(post('http://localhost:3000/api/contact', {}), SITE)).toBe(false);
  });

  it("accepts SITE_URL's origin and the request's own origin or host", () => {
    expect(isForeignOrigin(post('http://127.0.0.1:3000/api/contact', { Origin: SITE }), SITE)).toBe(false);
    expect(isForeignOrigin(post('http://localhost:3000/api/contact', { Origin: 'http://localhost:3000' }), null)).toBe(false);
    // Behind a TLS proxy the request may arrive as http for the same host.
    expect(isForeignOrigin(post('http://www.example.edu/api/contact', { Origin: SITE, Host: 'www.example.edu' }), null)).toBe(false);
  });

  it('refuses any other origin, "null", a different port or scheme, and nonsense', () => {
    const at = (origin: string) => isForeignOrigin(post('http://localhost:3000/api/contact', { Origin: origin, Host: 'localhost:3000' }), SITE);
    expect(at('https://evil.example')).toBe(true);
    expect(at('https://www.example.edu.evil.example')).toBe(true);
    expect(at('http://localhost:3001')).toBe(true);
    expect(at('null')).toBe(true);
    expect(at('not a url')).toBe(true);
    expect(at('https://www.example.edu/path')).toBe(true);
    expect(at('http://www.example.edu')).toBe(true);
  });

  it("takes SITE_URL's origin from the environment", () => {
    const settings = (site?: string) => submissionSettings({ SITE_URL: site } as unknown as NodeJS.ProcessEnv);
    expect(settings('https://www.example.edu/').siteOrigin).toBe(SITE);
    expect(settings(undefined).siteOrigin).toBeNull();
    expect(settings('  ').siteHostname).toBeNull();
    expect(submissionSettings({ SITE_URL: 'https://www.example.edu:8443/site' } as unknown as NodeJS.ProcessEnv).siteOrigin).toBe('https://www.example.edu:8443');
  });

  it('refuses a foreign post before anything else: no database, no human check, no body read', async () => {
    const submissions: Submissions = createSubmissions({
      getDatabase: () => Promise.reject(new Error('the database must not be reached')),
      translate,
      rateLimiter: createMemoryRateLimiter(),
      humanCheck: {} as never,
      settings: settingsFor('/nonexistent', { siteOrigin: SITE }),
    });
    const refused = await submissions.submit('contact', await buildRequest('contact', { json: contact, headers: { Origin: 'https://evil.example' } }), 'en');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(text('en', 'submissions.foreignOrigin'));
  });
});

describe('the form endpoints and another site', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness('sqlite', { settings: { siteOrigin: SITE } });
  });
  afterAll(async () => {
    await h?.drop();
  });

  it.each(['contact', 'prospectus', 'newsletter', 'admission'] as const)('%s: 403 in the visitor’s language, nothing stored, no CORS header', async (kind) => {
    const before = await h.counts();
    for (const lang of ['en', 'bn'] as const) {
      const refused = await h.post(kind, { json: contact, lang, headers: { Origin: 'https://evil.example' } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(text(lang, 'submissions.foreignOrigin'));
      expect(refused.headers.get('content-language')).toBe(lang);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await h.counts()).toEqual(before);
  });

  it("takes a post from the site's own page, and never answers with Access-Control-Allow-Origin", async () => {
    const accepted = await h.post('contact', { json: contact, headers: { Origin: SITE } });
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('access-control-allow-origin')).toBeNull();
    expect((await h.post('newsletter', { json: { email: `same-host-${Date.now()}@example.com` }, headers: { Origin: 'http://localhost' } })).status).toBe(201);
  });

  it('refuses a foreign post before it counts against the rate limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i += 1) await h.post('contact', { json: contact, ip, headers: { Origin: 'https://evil.example' } });
    expect((await h.post('contact', { json: contact, ip })).status).toBe(201);
  });

  it('refuses a human-check challenge and a preflight for another site; allows both for itself', async () => {
    const get = (origin?: string) =>
      new Request('http://localhost/api/human-check?lang=bn', { headers: origin ? { Origin: origin } : {} });
    const foreign = await h.submissions.humanCheckInfo('bn', get('https://evil.example'));
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(text('bn', 'submissions.foreignOrigin'));
    expect((await h.submissions.humanCheckInfo('bn', get(SITE))).status).toBe(200);
    expect((await h.submissions.humanCheckInfo('en', get())).status).toBe(200);

    const preflight = (origin: string) =>
      new Request('http://localhost/api/contact', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    const refused = await h.submissions.preflight(preflight('https://evil.example'), 'en');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const own = await h.submissions.preflight(preflight(SITE), 'en');
    expect(own.status).toBe(204);
    expect([...own.headers.keys()].filter((key) => key.startsWith('access-control-'))).toEqual([]);
  });
});

describe('the rate limit as a visitor meets it', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness('sqlite', { settings: { limits: { admission: 2, forms: 2, windowMs: 90_000 } } });
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('answers 429 with Retry-After and a message in Bengali for ?lang=bn', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await h.post('contact', { json: contact, ip })).status).toBe(201);
    const limited = await h.post('contact', { json: contact, ip, lang: 'bn' });
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThanOrEqual(90);
    expect(limited.body.message).toBe('অনেকবার চেষ্টা করা হয়েছে। ২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
    const english = await h.post('newsletter', { json: { email: 'late@example.com' }, ip });
    expect(english.body.message).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });

  it('counts each client by X-Forwarded-For behind a trusted proxy, and everyone together without one', async () => {
    // The harness trusts one proxy: two clients have two buckets.
    const [a, b] = [freshIp(), freshIp()];
    for (let i = 0; i < 2; i += 1) await h.post('prospectus', { json: {}, ip: a });
    expect((await h.post('prospectus', { json: {}, ip: a })).status).toBe(429);
    expect((await h.post('prospectus', { json: {}, ip: b })).status).not.toBe(429);

    // TRUSTED_PROXY=0 (the header not read): a forged X-Forwarded-For buys nothing, every client shares one bucket.
    const untrusted = await harness('sqlite', { settings: { trustedProxyHops: 0, limits: { admission: 2, forms: 2, windowMs: 60_000 } } });
    try {
      expect((await untrusted.post('newsletter', { json: { email: 'x1@example.com' }, ip: '198.51.100.1' })).status).toBe(201);
      expect((await untrusted.post('newsletter', { json: { email: 'x2@example.com' }, ip: '198.51.100.2' })).status).toBe(201);
      expect((await untrusted.post('newsletter', { json: { email: 'x3@example.com' }, ip: '198.51.100.3' })).status).toBe(429);
    } finally {
      await untrusted.drop();
    }
  });

  it('stops a body at its limit: 413 in the visitor’s language', async () => {
    const big = await h.post('contact', { raw: JSON.stringify({ ...contact, message: 'x'.repeat(40_000) }), contentType: 'application/json', lang: 'bn' });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(text('bn', 'submissions.tooLarge'));
  });
});

describeRedis('the Redis rate limiter against the Redis at 127.0.0.1:6379', () => {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `test:security:${process.pid}:${Date.now()}:`;
  let admin: Redis;
  const limiters: RateLimiter[] = [];
  const limiter = () => {
    const made = createRedisRateLimiter(url, { prefix });
    limiters.push(made);
    return made;
  };

  beforeAll(async () => {
    admin = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
    admin.on('error', () => undefined);
    // A missing Redis fails these tests (SKIP_REDIS_TESTS=1 skips them): never a silent pass.
    await admin.connect().catch((error: unknown) => {
      throw new Error(`no Redis at ${url} (set SKIP_REDIS_TESTS=1 to skip these tests): ${String(error)}`);
    });
  });
  afterAll(async () => {
    await Promise.all(limiters.map((made) => made.close()));
    if (admin.status !== 'ready') return admin.disconnect();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    await admin.quit();
  });

  it("keeps the site's counters under its Redis prefix (REDIS_CACHE_PREFIX), so two sites on one Redis count apart", async () => {
    const site = createRateLimiter({ REDIS_URL: url, REDIS_CACHE_PREFIX: `${prefix}site-a:` } as unknown as NodeJS.ProcessEnv);
    limiters.push(site);
    expect(await site.hit('forms:203.0.113.8', 2, 60_000)).toEqual({ allowed: true, remaining: 1 });
    expect(await admin.pttl(`${prefix}site-a:rate:forms:203.0.113.8`)).toBeGreaterThan(55_000);
  });

  it('shares one count between two instances and expires it with the window', async () => {
    const [a, b] = [limiter(), limiter()];
    expect(await a.hit('forms:203.0.113.7', 2, 60_000)).toEqual({ allowed: true, remaining: 1 });
    expect(await b.hit('forms:203.0.113.7', 2, 60_000)).toEqual({ allowed: true, remaining: 0 });
    const refused = await a.hit('forms:203.0.113.7', 2, 60_000);
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    const ttl = await admin.pttl(`${prefix}forms:203.0.113.7`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('gives a visitor a 429 with Retry-After through the whole pipeline, in Bengali', async () => {
    const h = await harness('sqlite', { deps: { rateLimiter: limiter() }, settings: { limits: { admission: 1, forms: 1, windowMs: 120_000 } } });
    try {
      const ip = freshIp();
      expect((await h.post('contact', { json: contact, ip })).status).toBe(201);
      const limited = await h.post('contact', { json: contact, ip, lang: 'bn' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(100);
      expect(limited.body.message).toBe('অনেকবার চেষ্টা করা হয়েছে। ২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
      expect(await admin.get(`${prefix}forms:${ip}`)).toBe('2');
    } finally {
      await h.drop();
    }
  });

});
