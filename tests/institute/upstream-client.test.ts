/**
 * The upstream HTTP client against misbehaving servers: malformed answers, errors, a server
 * that never answers, a connection that drops. Every failure is a typed InstituteSourceError.
 */
import { InstituteSourceError } from '@/lib/institute/errors';
import { createHttpSource } from '@/lib/institute/http-source';
import { readWithFallback, createLastGoodStore } from '@/lib/institute/result';
import { listen, type Served } from './helpers';

let server: Served | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server answering every request with `status` and `body` (a string is sent as is). */
async function answering(body: unknown, status = 200, contentType = 'application/json'): Promise<Served> {
  server = await listen((_req, res) => {
    res.writeHead(status, { 'Content-Type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  return server;
}

async function failure(promise: Promise<unknown>): Promise<InstituteSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InstituteSourceError);
  return error as InstituteSourceError;
}

describe('a malformed upstream answer', () => {
  it.each([
    ['a list that is not a list', { notich_list: 'soon' }],
    ['the list key missing', { notices: [] }],
    ['an item without an id', { notich_list: [{ title: 'A', public_date: '2025-01-05', url: 'a.pdf' }] }],
    ['a title that is a number', { notich_list: [{ id: 1, title: 7, public_date: '2025-01-05', url: 'a.pdf' }] }],
    ['a bare array', [{ id: 1, title: 'A' }]],
    ['null', null],
  ])('is a typed "invalid" error: %s', async (_label, body) => {
    const { origin } = await answering(body);
    const error = await failure(createHttpSource({ baseUrl: origin }).notices('en'));
    expect(error.kind).toBe('invalid');
    expect(error.resource).toBe('notices');
  });

  it('is "invalid" when the answer is larger than any list could be (4 MB)', async () => {
    const { origin } = await answering(JSON.stringify({ notich_list: [], padding: 'x'.repeat(5 * 1024 * 1024) }));
    const error = await failure(createHttpSource({ baseUrl: origin }).notices('en'));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/larger than/);
  });

  it('is "invalid" when the body is not JSON at all', async () => {
    const { origin } = await answering('<html>Bad gateway</html>', 200, 'text/html');
    const error = await failure(createHttpSource({ baseUrl: origin }).departments('en'));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/not JSON/);
  });

  it('reaches the page as a failure with the message key, never as a crash', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { origin } = await answering({ job_list: {} });
    const result = await readWithFallback(createHttpSource({ baseUrl: origin }), 'jobs', 'en', createLastGoodStore());
    expect(result).toEqual({
      ok: false,
      messageKey: 'jobs',
      error: expect.objectContaining({ kind: 'invalid', resource: 'jobs' }),
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('ignores unknown extra fields and accepts what real upstreams send (numeric strings, nulls)', async () => {
    const { origin } = await answering({
      dis: [
        { id: '7', title: null, description: 'Text', department_img: null, image: null, extra: { nested: true } },
        { id: 8, title: 'Civil', description: null, department_img: '/media/civil.jpg', image: ['media/a.jpg', 'https://cdn.example.org/b.jpg'] },
        { id: 9, title: 'Food', description: '', department_img: null, image: ['media/c-bn.jpg', 'javascript:alert(1)', 'media/d.jpg'], image_lang: ['bn-BD', 'bn', null] },
      ],
      pagination: { page: 1 },
    });
    const departments = await createHttpSource({ baseUrl: origin }).departments('en');
    expect(departments).toEqual([
      { id: 7, title: '', description: 'Text', image: null, courseImages: [], courseImageLanguages: [] },
      {
        id: 8,
        title: 'Civil',
        description: '',
        image: `${origin}/media/civil.jpg`,
        courseImages: [`${origin}/media/a.jpg`, 'https://cdn.example.org/b.jpg'],
        // Not marked: taken as English (lib/institute/map.ts, documentLanguage()).
        courseImageLanguages: ['en', 'en'],
      },
      // A language per image; an unusable path is dropped with its own.
      { id: 9, title: 'Food', description: '', image: null, courseImages: [`${origin}/media/c-bn.jpg`, `${origin}/media/d.jpg`], courseImageLanguages: ['bn', 'en'] },
    ]);
  });

  it('answers an upstream that sends only the spec fields (no magazines, no category, no event_date, no job or partner ids)', async () => {
    server = await listen((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const path = new URL(req.url!, 'http://x').pathname;
      if (path.endsWith('/lab')) res.end(JSON.stringify({ labs: [{ id: 1, lab_img: 'media/lab.jpg' }] }));
      else if (path.endsWith('/tution_fees')) res.end(JSON.stringify({ tfs: [{ name: 'Computer', admission: '5000.00', semester: 3000, monthly: 2000 }] }));
      else if (path.endsWith('/job_bord'))
        res.end(JSON.stringify({ job_list: [{ title: 'Welder', company_name: 'Dockyard', job_location: 'Khulna', public_date: '2026-11-02', deadline: '2026-12-01', url: 'https://jobs.example.org/1' }, { id: null, title: 'Fitter', company_name: 'Mill', job_location: 'Jashore', public_date: null, deadline: null, url: null }] }));
      else if (path.endsWith('/industry_mou')) res.end(JSON.stringify({ industry_mou: [{ img: 'media/a.png' }, { img: 'media/b.png' }] }));
      else res.end(JSON.stringify({ event_list: [{ id: 1, title: 'Fair', month: 'March', date: '5' }] }));
    });
    const source = createHttpSource({ baseUrl: server.origin });
    expect(await source.labsAndMagazines('en')).toEqual({ labs: [{ id: 1, title: '', image: `${server.origin}/media/lab.jpg` }], magazines: [] });
    expect(await source.tuitionFees('en')).toEqual([{ name: 'Computer', admission: 5000, semester: 3000, monthly: 2000, category: null }]);
    expect(await source.events('en')).toEqual([{ id: 1, title: 'Fair', month: 'March', day: 5, date: null }]);
    // The spec's jobs and partners carry no id: each still needs a distinct key.
    const jobs = await source.jobs('en');
    expect(jobs.map((job) => [job.title, job.companyName, job.publicDate, job.url])).toEqual([
      ['Welder', 'Dockyard', '2026-11-02', 'https://jobs.example.org/1'],
      ['Fitter', 'Mill', null, null],
    ]);
    expect(new Set(jobs.map((job) => job.key)).size).toBe(2);
    const partners = await source.industryPartners('en');
    expect(partners.map((partner) => partner.image)).toEqual([`${server.origin}/media/a.png`, `${server.origin}/media/b.png`]);
    expect(new Set(partners.map((partner) => partner.key)).size).toBe(2);
  });
});

describe('an upstream error status', () => {
  it('is a typed "status" error carrying the status, and is not retried', async () => {
    const { origin, requests } = await answering({ detail: 'boom' }, 503);
    const error = await failure(createHttpSource({ baseUrl: origin }).jobs('en'));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(503);
    expect(requests()).toBe(1);
  });
});

describe('an upstream that never answers', () => {
  it('times out after the timeout, as a typed "timeout" error, without a retry', async () => {
    server = await listen(() => {
      // Never answer.
    });
    const started = Date.now();
    const error = await failure(createHttpSource({ baseUrl: server.origin, timeoutMs: 300 }).notices('en'));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2_000);
    expect(server.requests()).toBe(1);
  });

  it('times out when the body stalls after the headers', async () => {
    server = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"notich_list": [');
    });
    const error = await failure(createHttpSource({ baseUrl: server.origin, timeoutMs: 300 }).notices('en'));
    expect(error.kind).toBe('timeout');
  });
});

describe('a network error', () => {
  it('is retried once, and the retry can succeed', async () => {
    let calls = 0;
    server = await listen((req, res) => {
      calls += 1;
      if (calls === 1) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ students: 10, teachers: 2, labs: 1 }));
    });
    const counts = await createHttpSource({ baseUrl: server.origin, retryDelayMs: 10 }).academyCounts('en');
    expect(counts).toEqual({ students: 10, teachers: 2, labs: 1 });
    expect(calls).toBe(2);
  });

  it('fails as a typed "network" error when the retry fails too', async () => {
    server = await listen((req) => req.socket.destroy());
    const error = await failure(createHttpSource({ baseUrl: server.origin, retryDelayMs: 10 }).academyCounts('en'));
    expect(error.kind).toBe('network');
    expect(server.requests()).toBe(2);
  });

  it('is a "network" error when nothing listens on the port', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    const error = await failure(createHttpSource({ baseUrl: closed.origin, retryDelayMs: 10 }).notices('en'));
    expect(error.kind).toBe('network');
  });
});

describe('the request', () => {
  it('asks {host}/{product}_webside/{path} in the language wanted, by query and header', async () => {
    const seen: { url?: string; language?: string; accept?: string }[] = [];
    server = await listen((req, res) => {
      seen.push({ url: req.url, language: req.headers['accept-language'], accept: req.headers.accept });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ adps: [] }));
    });
    const source = createHttpSource({ baseUrl: `${server.origin}/institute/`, product: 'mist' });
    await source.admissionDepartments('bn');
    await source.admissionDepartments('en');
    expect(seen).toEqual([
      { url: '/institute/mist_webside/admited_department?lang=bn', language: 'bn, en;q=0.5', accept: 'application/json' },
      { url: '/institute/mist_webside/admited_department?lang=en', language: 'en', accept: 'application/json' },
    ]);
  });
});
