import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createPageCache, pageCacheSeconds, sharedLifetime } from '@/lib/http/page-cache.mjs';

type Answer = { status?: number; headers?: Record<string, string>; body?: string; gzip?: boolean };

/** A stand-in for Next behind the cache, as scripts/serve.mjs puts it: counts what reached it. */
async function serverWith(answer: (request: http.IncomingMessage) => Answer, now: () => number) {
  const cache = createPageCache({ seconds: 1, maxEntries: 3, now });
  let reached = 0;
  const server = http.createServer((request, response) => {
    if (cache.handle(request, response)) return;
    reached += 1;
    const { status = 200, headers = {}, body = `page ${reached} of ${request.url}`, gzip = false } = answer(request);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    response.statusCode = status;
    // Written in two parts, as a streamed page is.
    const bytes = gzip ? gzipSync(body) : Buffer.from(body);
    response.write(bytes.subarray(0, 5));
    response.end(bytes.subarray(5));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, origin, reached: () => reached, close: () => new Promise((resolve) => server.close(resolve)) };
}

const SHARED = {
  'Cache-Control': 's-maxage=60, stale-while-revalidate=300',
  ETag: '"v1"',
  'Content-Type': 'text/html; charset=utf-8',
  'X-Frame-Options': 'DENY',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
};

let clock = 1_000;
const now = () => clock;
let site: Awaited<ReturnType<typeof serverWith>>;
afterEach(() => site?.close());

test('a shared page is answered from its copy for a second, whole, with its headers; then asked of the site again', async () => {
  clock = 1_000;
  site = await serverWith(() => ({ headers: SHARED }), now);
  const first = await fetch(`${site.origin}/notice`);
  const second = await fetch(`${site.origin}/notice`);
  expect(await second.text()).toBe(await first.text());
  expect(second.headers.get('x-frame-options')).toBe('DENY');
  expect(second.headers.get('cache-control')).toBe(SHARED['Cache-Control']);
  expect(site.reached()).toBe(1);
  const head = await fetch(`${site.origin}/notice`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(site.reached()).toBe(1);

  clock += 1_001;
  expect(await (await fetch(`${site.origin}/notice`)).text()).toBe('page 2 of /notice');
});

test('the copy is kept per address, encoding and language choice; a compressed copy stays compressed', async () => {
  clock = 1_000;
  site = await serverWith(() => ({ headers: SHARED }), now);
  await fetch(`${site.origin}/`);
  await fetch(`${site.origin}/`, { headers: { Cookie: 'language=bn' } });
  await fetch(`${site.origin}/?page=2`);
  expect(site.reached()).toBe(3);
  await site.close();

  site = await serverWith(() => ({ headers: SHARED, gzip: true, body: 'the compressed page' }), now);
  const ask = () => new Promise<{ encoding?: string; bytes: Buffer }>((resolve) =>
    http.get(`${site.origin}/`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
    }),
  );
  const first = await ask();
  const second = await ask();
  expect(second).toEqual(first);
  expect(second.encoding).toBe('gzip');
  expect(site.reached()).toBe(1);
});

test('what must not be shared is never kept: no-store, a cookie set, an error, not a page, a Vary the key does not hold, the router, the API, a preview, a post', async () => {
  clock = 1_000;
  const answers: Record<string, Answer> = {
    '/admission': { headers: { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
    '/?language=bn': { headers: { ...SHARED, 'Set-Cookie': 'language=bn; Path=/' } },
    '/missing': { status: 404, headers: SHARED },
    '/api/human-check': { headers: SHARED },
    // The embedded API's list: shared, but JSON, and varying on the language asked for.
    '/erp_webside/public_notice': { headers: { ...SHARED, 'Content-Type': 'application/json', Vary: 'Accept-Language, Accept-Encoding' } },
    '/about': { headers: { ...SHARED, Vary: 'Accept-Language' } },
  };
  site = await serverWith((request) => answers[request.url ?? ''] ?? { headers: SHARED }, now);
  const twice = async (path: string, init?: RequestInit) => {
    await fetch(`${site.origin}${path}`, init);
    await fetch(`${site.origin}${path}`, init);
  };
  for (const path of Object.keys(answers)) await twice(path, { redirect: 'manual' });
  await twice('/notice', { headers: { RSC: '1' } });
  await twice('/notice?_rsc=abc');
  await twice('/gallery', { headers: { Cookie: '__prerender_bypass=1' } });
  await twice('/contact', { method: 'POST', body: 'x' });
  expect(site.reached()).toBe(20);
  expect(site.cache.size()).toBe(0);
});

test('a validator is answered 304 when it is the copy\'s, else by the site; a revalidation empties the cache; the oldest copy goes first', async () => {
  clock = 1_000;
  site = await serverWith(() => ({ headers: SHARED }), now);
  await fetch(`${site.origin}/notice`);
  expect((await fetch(`${site.origin}/notice`, { headers: { 'If-None-Match': '"v1"' } })).status).toBe(304);
  await fetch(`${site.origin}/notice`, { headers: { 'If-None-Match': '"v0"' } });
  expect(site.reached()).toBe(2);

  await fetch(`${site.origin}/api/revalidate`, { method: 'POST', body: '{}' });
  expect(site.cache.size()).toBe(0);

  for (const path of ['/a', '/b', '/c', '/d']) await fetch(`${site.origin}${path}`);
  expect(site.cache.size()).toBe(3);
  const before = site.reached();
  await fetch(`${site.origin}/a`);
  expect(site.reached()).toBe(before + 1);
});

test('the lifetime: the shorter of the setting and what the page allows a shared cache', () => {
  expect(sharedLifetime('s-maxage=60, stale-while-revalidate=300')).toBe(60);
  expect(sharedLifetime('public, max-age=30')).toBe(30);
  expect(sharedLifetime('max-age=30')).toBe(0);
  expect(sharedLifetime('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0);
  expect(sharedLifetime(undefined)).toBe(0);
  expect(pageCacheSeconds(undefined)).toBe(1);
  expect(pageCacheSeconds('0')).toBe(0);
  expect(() => pageCacheSeconds('a minute')).toThrow(/PAGE_CACHE_SECONDS/);
});
