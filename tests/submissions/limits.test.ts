/**
 * The pieces around every post: the client a rate limit counts, the limiter in memory and in
 * Redis (a real redis-server on a free port), the body reader that stops at its limit whatever
 * Content-Length says, and the photo check by content.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { mediaTypeOf, readFormBody } from '@/lib/submissions/body';
import { readLimited } from '@/lib/security/read-limited';
import { clientKey } from '@/lib/submissions/client-ip';
import { submissionSettings } from '@/lib/submissions/config';
import { processPhoto } from '@/lib/submissions/photo';
import { sniffPhotoType } from '@/lib/validations/admission';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '@/lib/submissions/rate-limit';
import { applicationReference } from '@/lib/submissions/reference';
import { formatMessage } from '@/lib/submissions/messages';
import { describeRedis, photo } from './helpers';

jest.setTimeout(30_000);

describe('the client a limit counts', () => {
  const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'X-Forwarded-For': xff });

  it('ignores X-Forwarded-For unless TRUSTED_PROXY says how many proxies add to it', () => {
    expect(clientKey(headers('203.0.113.9'), 0)).toBe('unknown');
    expect(clientKey(headers(), 1)).toBe('unknown');
    expect(clientKey(headers('203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('takes the address the outermost trusted proxy saw, not what the client wrote', () => {
    expect(clientKey(headers('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientKey(headers('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    expect(clientKey(headers('203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientKey(headers('203.0.113.9:51234'), 1)).toBe('203.0.113.9');
    expect(clientKey(headers('not-an-ip'), 1)).toBe('unknown');
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(clientKey(headers('2001:db8:1:2:aaaa::1'), 1)).toBe('2001:db8:1:2::/64');
    expect(clientKey(headers('[2001:db8:1:2::77]:443'), 1)).toBe('2001:db8:1:2::/64');
    expect(clientKey(headers('::ffff:203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('reads TRUSTED_PROXY and the limits from the environment', () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
    // Unset: the address next start (or one proxy) saw, so that visitors do not share one bucket.
    expect(submissionSettings(env({})).trustedProxyHops).toBe(1);
    expect(submissionSettings(env({ TRUSTED_PROXY: '0' })).trustedProxyHops).toBe(0);
    expect(submissionSettings(env({ TRUSTED_PROXY: 'off' })).trustedProxyHops).toBe(0);
    expect(submissionSettings(env({ TRUSTED_PROXY: 'true' })).trustedProxyHops).toBe(1);
    expect(submissionSettings(env({ TRUSTED_PROXY: '2' })).trustedProxyHops).toBe(2);
    expect(submissionSettings(env({})).limits).toEqual({ admission: 20, forms: 10, windowMs: 600_000 });
    expect(submissionSettings(env({ RATE_LIMIT_ADMISSION: '50', RATE_LIMIT_WINDOW_SECONDS: '60' })).limits).toMatchObject({ admission: 50, windowMs: 60_000 });
    expect(() => submissionSettings(env({ RATE_LIMIT_FORMS: 'many' }))).toThrow('RATE_LIMIT_FORMS');
  });
});

function limiterSuite(make: (now: () => number) => RateLimiter, realTime: boolean) {
  let clock = 1_000_000;
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = make(() => clock);
  });
  afterAll(async () => {
    await limiter?.close();
  });

  it('allows the limit in a window, then refuses with the seconds left', async () => {
    const key = `k${Math.random()}`;
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit(key, 3, 60_000)).toEqual({ allowed: true, remaining: 2 - i });
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect((await limiter.hit(`other${Math.random()}`, 3, 60_000)).allowed).toBe(true);
  });

  it('opens a new window when the old one ends', async () => {
    const key = `w${Math.random()}`;
    // Redis keeps its own time: the window must outlast two round trips on a slow machine.
    const windowMs = realTime ? 1_500 : 60_000;
    expect((await limiter.hit(key, 1, windowMs)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, windowMs)).allowed).toBe(false);
    if (realTime) await new Promise((resolve) => setTimeout(resolve, 1_600));
    else clock += 60_001;
    expect((await limiter.hit(key, 1, windowMs)).allowed).toBe(true);
  });
}

describe('the memory rate limiter', () => {
  limiterSuite((now) => createMemoryRateLimiter({ now }), false);

  it('stays bounded under a flood of distinct clients', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 100 });
    for (let i = 0; i < 1_000; i += 1) await limiter.hit(`flood${i}`, 5, 60_000);
    // The newest clients are still counted.
    expect(await limiter.hit('flood999', 1, 60_000)).toMatchObject({ allowed: false });
  });
});

describeRedis('the Redis rate limiter', () => {
  let server: ChildProcess;
  let url = '';
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    server.on('error', () => undefined); // not installed: reported below
    url = `redis://127.0.0.1:${port}`;
    let started = false;
    for (let i = 0; i < 50 && !started; i += 1) {
      const ready = await new Promise<boolean>((resolve) => {
        const client = connect(port, '127.0.0.1');
        client.on('connect', () => {
          client.end();
          resolve(true);
        });
        client.on('error', () => resolve(false));
      });
      started = ready;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!started) throw new Error('redis-server did not start: is it installed? (SKIP_REDIS_TESTS=1 skips these tests)');
  });

  limiterSuite(() => createRedisRateLimiter(url, { prefix: `test:${process.pid}:` }), true);

  // After the suite's own afterAll, which closes its client while the server still runs.
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  });

  it('shares the count between instances', async () => {
    const a = createRedisRateLimiter(url, { prefix: 'shared:' });
    const b = createRedisRateLimiter(url, { prefix: 'shared:' });
    const key = `client${Math.random()}`;
    expect((await a.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await b.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await a.hit(key, 2, 60_000)).allowed).toBe(false);
    await a.close();
    await b.close();
  });

  it('lets posts through when Redis is down, and says so in the log', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = createRedisRateLimiter('redis://127.0.0.1:9', { connectTimeoutMs: 200 });
    expect(await down.hit('x', 1, 60_000)).toEqual({ allowed: true, remaining: 1 });
    await down.close();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('reading a body', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://localhost/', { method: 'POST', body, headers });

  it('knows JSON and multipart by the media type, whatever the parameters', () => {
    expect(mediaTypeOf(post('', { 'Content-Type': 'application/json; charset=utf-8' }))).toBe('json');
    expect(mediaTypeOf(post('', { 'Content-Type': 'Multipart/Form-Data; boundary=x' }))).toBe('multipart');
    expect(mediaTypeOf(post('', { 'Content-Type': 'application/jsonp' }))).toBe('other');
  });

  it('counts the bytes as they stream in and stops at the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://localhost/', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(await readLimited(request, 10 * 1024)).toBe('too-large');
    expect(pulled).toBeLessThan(20);
  });

  it('refuses at once a body that announces itself too large', async () => {
    expect(await readLimited(post('small', { 'Content-Length': '999999' }), 1024)).toBe('too-large');
    expect(await readLimited(post('x'.repeat(2048), { 'Content-Length': '10' }), 1024)).toBe('too-large');
    expect(await readLimited(post('exactly'), 7)).toEqual(new TextEncoder().encode('exactly'));
  });

  it('refuses text that is not UTF-8 and JSON that is not an object', async () => {
    const json = (body: BodyInit) => readFormBody(post(body, { 'Content-Type': 'application/json' }), { json: 1024 });
    expect(await json(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, status: 400 });
    expect(await json('[]')).toEqual({ ok: false, status: 400 });
    expect(await json('{"a":1}')).toEqual({ ok: true, fields: { a: 1 }, files: {} });
  });
});

describe('the photo by its content', () => {
  it('knows JPEG and PNG by their first bytes only', async () => {
    expect(sniffPhotoType(await photo('jpeg'))).toBe('image/jpeg');
    expect(sniffPhotoType(await photo('png'))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('refuses a PNG that calls itself a JPEG inside, and an image too large in pixels', async () => {
    const png = await photo('png');
    const disguised = new Uint8Array([0xff, 0xd8, 0xff, ...png]);
    expect(await processPhoto(disguised)).toMatchObject({ ok: false });
    const wide = await photo('jpeg', { width: 6_100, height: 200 });
    expect(await processPhoto(wide)).toEqual({ ok: false, key: 'photoDimensions' });
    // Over the decoder's pixel limit too: still "the wrong size", not "could not be read".
    const huge = await photo('png', { width: 6_001, height: 6_001 });
    expect(await processPhoto(huge)).toEqual({ ok: false, key: 'photoDimensions' });
  });

  it('drops everything after the image and every piece of metadata', async () => {
    const jpeg = await photo('jpeg');
    const withPayload = Buffer.concat([jpeg, Buffer.from('<?php system($_GET["c"]); ?>')]);
    const result = await processPhoto(withPayload);
    if (!result.ok) throw new Error(`refused: ${result.key}`);
    expect(result.jpeg.includes(Buffer.from('<?php'))).toBe(false);
    expect(result.jpeg.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });
});

describe('references and messages', () => {
  it('writes ADM-{year in Dhaka}-{six digits}', () => {
    expect(applicationReference(123, new Date('2026-03-01T00:00:00Z'))).toBe('ADM-2026-000123');
    // 31 December 19:00 UTC is already 1 January in Dhaka.
    expect(applicationReference(42, new Date('2025-12-31T19:00:00Z'))).toBe('ADM-2026-000042');
    expect(applicationReference(1_234_567, new Date('2026-03-01T00:00:00Z'))).toBe('ADM-2026-1234567');
  });

  it('formats plurals and numbers in the locale, as next-intl does', () => {
    const template = 'Wait {minutes, plural, one {# minute} other {# minutes}} for {name}.';
    expect(formatMessage(template, { minutes: 1, name: 'Rafiq' }, 'en')).toBe('Wait 1 minute for Rafiq.');
    expect(formatMessage(template, { minutes: 10, name: 'Rafiq' }, 'en')).toBe('Wait 10 minutes for Rafiq.');
    expect(formatMessage('{minutes, plural, other {# মিনিট}}', { minutes: 10 }, 'bn')).toBe('১০ মিনিট');
  });
});
