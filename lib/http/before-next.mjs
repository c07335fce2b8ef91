// The two kinds of request the standalone server answers before Next.js sees them (scripts/serve.mjs),
// because Next.js answers them with a 500 and nothing in the site can run first (issue 46):
//
// - TRACE, on any address. Next hands every request to proxy.ts and to route handlers as a fetch
//   `Request`, and the Fetch standard forbids TRACE (`new Request(url, { method: 'TRACE' })`
//   throws), so Next fails before any of the site's code runs, and its 500 carries none of the
//   security headers. Answered 501: the site implements TRACE on no address (RFC 9110, 15.6.2).
// - Any method but GET and HEAD on a file served as it is (`public/`, `/_next/static/`). Next sets
//   405 and `Allow`, then renders the Pages Router's `/_error` page for it, which an App Router site
//   does not have, and answers 500. proxy.ts never sees these files: its config.matcher leaves them
//   out, so that no image or script pays for a proxy run (the matcher cannot choose by method).
//   Answered 405 with `Allow: GET, HEAD`.
//
// Plain JavaScript: scripts/serve.mjs imports it before anything is compiled. The answers carry the
// headers next.config.mjs gives their address (lib/security/headers.mjs), as `next build` wrote them
// into the build's routes-manifest.json.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Methods Node's HTTP parser accepts that a fetch Request cannot carry. CONNECT never reaches a request listener. */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);

/** For an address with no policy of its own (a form page, whose policy proxy.ts makes): a body that needs nothing. */
const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The addresses of the files served as they are: every folder and file of `public/` (as the proxy
 * matcher lists them; tests/unit/proxy-matcher.test.ts) and Next's build output.
 * @param {string} publicDir
 * @returns {(pathname: string) => boolean}
 */
export function fileAddresses(publicDir) {
  const prefixes = ['/_next/static/'];
  const files = new Set();
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
    if (entry.isDirectory()) prefixes.push(`/${entry.name}/`);
    else files.add(`/${entry.name}`);
  }
  return (pathname) => files.has(pathname) || prefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The headers of next.config.mjs's `headers()` for an address, from the build's routes manifest:
 * every matching entry in order, the later winning (Next's rule; its paths are case-insensitive).
 * @param {{ headers?: { regex: string; headers: { key: string; value: string }[]; has?: unknown; missing?: unknown }[] }} manifest
 * @returns {(pathname: string) => Map<string, string>}
 */
export function configuredHeaders(manifest) {
  const rules = (manifest.headers ?? []).filter((rule) => !rule.has && !rule.missing).map((rule) => ({ regex: new RegExp(rule.regex, 'i'), headers: rule.headers }));
  return (pathname) => {
    const headers = new Map();
    for (const rule of rules) {
      if (!rule.regex.test(pathname)) continue;
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
    }
    return headers;
  };
}

/**
 * A request listener's guard for the standalone server in `folder` (`.next/standalone`): answers
 * the requests above and returns true, or returns false and leaves the request to Next.
 * @param {string} folder
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 */
export function answerBeforeNext(folder) {
  const isFile = fileAddresses(join(folder, 'public'));
  const headersOf = configuredHeaders(JSON.parse(readFileSync(join(folder, '.next', 'routes-manifest.json'), 'utf8')));
  return (request, response) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') return false;
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const forbidden = FORBIDDEN_METHODS.has(method);
    if (!forbidden && !isFile(pathname)) return false;

    const headers = headersOf(pathname);
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', NOTHING_POLICY);
    // The address's own caching (a font's year) is for its file, not for this answer.
    headers.set('cache-control', 'no-store');
    headers.set('content-type', 'application/json');
    if (!forbidden) headers.set('allow', 'GET, HEAD');
    const body = JSON.stringify({ message: forbidden ? 'Not implemented' : 'Method not allowed' });
    headers.set('content-length', String(Buffer.byteLength(body)));
    response.writeHead(forbidden ? 501 : 405, Object.fromEntries(headers));
    // A body sent with the request is left unread: Node discards it.
    response.end(body);
    return true;
  };
}
