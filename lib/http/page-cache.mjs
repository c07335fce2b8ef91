// A page cache in front of Next.js, in the standalone server's own process (scripts/serve.mjs,
// issue 48, decision 0017). A page Next already has ready (prerendered, served from its cache)
// still costs 7-14 ms of CPU per request: Next's request handling, its cache handler's read, the
// HTML made whole and gzipped again, every time. Kept here for a second, a shared page costs what
// a static file costs. Only what any shared cache may keep is kept: a GET of a whole HTML page,
// 200, `Cache-Control` with `s-maxage` (or `public` and `max-age`), no `Set-Cookie`, no `Vary` but
// on what the key holds, never a request of the router (the RSC payloads vary on its headers) nor
// one that sends a validator the copy cannot answer. The key holds what the page may vary on: the address, the encodings asked for, and the
// `language` cookie (the language redirects read it; DESIGN.md section 5).
//
// A new notice: POST /api/revalidate empties it (in this process; another instance's copy is at
// most PAGE_CACHE_SECONDS old, which the page's `s-maxage` allows any shared cache anyway).
//
// Plain JavaScript: scripts/serve.mjs imports it before anything is compiled.

/** Request headers with which Next answers something other than the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** What the key covers of a page's Vary: an answer that varies on anything else is not kept. */
const COVERED_VARY = new Set(['accept-encoding', ...ROUTER_HEADERS]);
/** A page's whole HTML is 100-310 KB before compression: a bigger answer is not kept. */
const MAX_ENTRY_BYTES = 512 * 1024;

/** The seconds a response may be kept by a shared cache, or 0. */
export function sharedLifetime(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (/(^|,)\s*(no-store|private|no-cache)\b/.test(value)) return 0;
  const shared = /(?:^|,)\s*s-maxage=(\d+)/.exec(value);
  if (shared) return Number(shared[1]);
  const max = /(?:^|,)\s*max-age=(\d+)/.exec(value);
  return max && /(^|,)\s*public\b/.test(value) ? Number(max[1]) : 0;
}

/** PAGE_CACHE_SECONDS: how long a copy is kept (default 1, at most 10; 0 keeps none). */
export function pageCacheSeconds(value) {
  if (value === undefined || String(value).trim() === '') return 1;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 10) throw new Error('PAGE_CACHE_SECONDS must be a number from 0 to 10');
  return seconds;
}

function languageCookie(cookie) {
  return /(?:^|;\s*)language=([^;]*)/.exec(cookie ?? '')?.[1] ?? '';
}

/**
 * @param {{ seconds?: number, maxEntries?: number, now?: () => number }} [options]
 * @returns {{ handle(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): boolean, clear(): void, size(): number }}
 */
export function createPageCache({ seconds = 1, maxEntries = 64, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[] | number>, body: Buffer, etag: string | null, expires: number }>} */
  const entries = new Map();

  const keyOf = (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
    // Next's preview (draft mode) cookie: such a visitor sees unpublished pages, never a shared copy.
    if ((request.headers.cookie ?? '').includes('__prerender_bypass')) return null;
    const url = request.url ?? '/';
    if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/') || /[?&]_rsc=/.test(url)) return null;
    return `${url}\n${request.headers['accept-encoding'] ?? ''}\n${languageCookie(request.headers.cookie)}`;
  };

  /** Answers from the copy under `key` when there is one, fresh: true when it did. */
  function answerFrom(key, request, response) {
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expires <= now()) {
      entries.delete(key);
      return false;
    }
    const validator = request.headers['if-none-match'];
    if (request.headers['if-modified-since'] !== undefined && validator === undefined) return false;
    if (validator !== undefined && (entry.etag === null || !validator.split(',').some((tag) => tag.trim() === entry.etag))) return false;
    // Most recently used last: the oldest goes first when the cache is full.
    entries.delete(key);
    entries.set(key, entry);
    if (validator !== undefined) {
      // A 304 carries the copy's headers, but none that describe a body.
      const headers = { ...entry.headers };
      delete headers['content-length'];
      delete headers['content-encoding'];
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    response.writeHead(entry.status, entry.headers);
    response.end(request.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /** Keeps Next's answer under `key` when it may be shared. */
  function keepAnswer(key, response) {
    const chunks = [];
    let bytes = 0;
    const write = response.write;
    const end = response.end;
    const writeHead = response.writeHead;
    /** Headers given to writeHead rather than set one by one. */
    const given = {};
    const collect = (chunk, encoding) => {
      if (bytes > MAX_ENTRY_BYTES || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      bytes += buffer.length;
      chunks.push(buffer);
    };
    response.writeHead = function (status, ...rest) {
      const headers = rest.find((arg) => arg !== null && typeof arg === 'object');
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) given[String(headers[i]).toLowerCase()] = headers[i + 1];
      else if (headers) for (const [name, value] of Object.entries(headers)) given[name.toLowerCase()] = value;
      return writeHead.call(this, status, ...rest);
    };
    response.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.once('finish', () => {
      const headers = { ...response.getHeaders(), ...given };
      const lifetime = sharedLifetime(headers['cache-control']);
      if (response.statusCode !== 200 || lifetime === 0 || headers['set-cookie'] !== undefined || bytes > MAX_ENTRY_BYTES) return;
      // Pages only (the API's answers vary on Accept-Language, among others), and only what the key tells apart.
      if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return;
      const vary = [headers.vary ?? []].flat().join(',').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
      if (vary.some((name) => !COVERED_VARY.has(name))) return;
      const body = Buffer.concat(chunks);
      // A body cut short (a client gone) is not the page.
      if (headers['content-length'] !== undefined && Number(headers['content-length']) !== body.length) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      const etag = typeof headers.etag === 'string' ? headers.etag : null;
      entries.set(key, { status: 200, headers: { ...headers, 'content-length': body.length }, body, etag, expires: now() + Math.min(seconds, lifetime) * 1000 });
    });
  }

  return {
    /**
     * Before Next: answers the request from a copy (true), or lets Next answer it and keeps that
     * answer when it may be shared (false). A revalidation empties the copies once it is answered.
     */
    handle(request, response) {
      if (request.method === 'POST' && (request.url ?? '').split('?')[0] === '/api/revalidate') {
        response.once('finish', () => entries.clear());
        return false;
      }
      const key = keyOf(request);
      if (key === null) return false;
      if (answerFrom(key, request, response)) return true;
      if (request.method === 'GET') keepAnswer(key, response);
      return false;
    },

    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
