import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerBeforeNext, configuredHeaders, fileAddresses } from '@/lib/http/before-next.mjs';

/**
 * What scripts/serve.mjs answers before Next.js (lib/http/before-next.mjs): TRACE anywhere, and any
 * method but GET and HEAD on a static file. tests/e2e/security-headers.spec.ts sends them to a build.
 */

/** A routes manifest's header entries, as `next build` writes next.config.mjs's headers(). */
const MANIFEST = {
  headers: [
    { source: '/fonts/:file*', regex: '^/fonts(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }, { key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { source: '/:path(...)', regex: '^(?:/((?!(?:bn/)?admission$).*))(?:/)?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
    { source: '/files/videos/:file*', regex: '^/files/videos(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
    { source: '/cookie-only', regex: '^/cookie-only$', has: [{ type: 'cookie', key: 'x' }], headers: [{ key: 'X-Other', value: '1' }] },
  ],
};

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'before-next-'));
  for (const dir of ['public/icons', 'public/files/videos', 'public/fonts', '.next']) mkdirSync(join(folder, dir), { recursive: true });
  writeFileSync(join(folder, 'public', 'humans.txt'), 'us');
  writeFileSync(join(folder, '.next', 'routes-manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A request and a response that record what was written. */
function exchange(method: string, url: string) {
  const request = Object.assign(new EventEmitter(), { method, url }) as unknown as IncomingMessage;
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(sent, { status, headers });
      return this;
    },
    end(body: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { request, response, sent };
}

describe('the files served as they are', () => {
  it("are public/'s folders and files and Next's build output, nothing else", () => {
    const isFile = fileAddresses(join(folder, 'public'));
    for (const path of ['/icons/icon-192.png', '/files/videos/a.html', '/fonts/a.woff2', '/humans.txt', '/_next/static/chunks/a.js']) expect([path, isFile(path)]).toEqual([path, true]);
    for (const path of ['/', '/admission', '/icons', '/iconsx/a.png', '/api/contact', '/_next/image', '/humans.txt/x']) expect([path, isFile(path)]).toEqual([path, false]);
  });
});

describe("next.config.mjs's headers for an address", () => {
  it('are every matching entry in order, the later winning, case-insensitively; entries with conditions are left out', () => {
    const headersOf = configuredHeaders(MANIFEST);
    expect(Object.fromEntries(headersOf('/files/videos/a.html'))).toEqual({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'",
    });
    expect(headersOf('/FONTS/a.woff2').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersOf('/bn/admission').has('content-security-policy')).toBe(false);
    expect(headersOf('/cookie-only').has('x-other')).toBe(false);
  });
});

describe('the answers before Next', () => {
  it('refuse any method but GET and HEAD on a static file with 405, Allow and the headers of its address', () => {
    const answer = answerBeforeNext(folder);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const { request, response, sent } = exchange(method, '/fonts/a.woff2?v=1');
      expect(answer(request, response)).toBe(true);
      expect(sent.status).toBe(405);
      expect(sent.headers).toMatchObject({
        allow: 'GET, HEAD',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'self'",
        // Not the font's year: this answer is not the file.
        'cache-control': 'no-store',
        'content-type': 'application/json',
      });
      expect(JSON.parse(sent.body!)).toEqual({ message: 'Method not allowed' });
      expect(sent.headers!['content-length']).toBe(String(sent.body!.length));
    }
  });

  it('answer TRACE on any address with 501, and a policy that allows nothing where the address has none of its own', () => {
    const answer = answerBeforeNext(folder);
    for (const url of ['/', '/notice', '/api/contact', '/erp_webside/lab', '/icons/icon-192.png', '/bn/admission']) {
      const { request, response, sent } = exchange('TRACE', url);
      expect([url, answer(request, response), sent.status]).toEqual([url, true, 501]);
      expect(sent.headers!.allow).toBeUndefined();
      expect(sent.headers!['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(sent.body!)).toEqual({ message: 'Not implemented' });
    }
    const form = exchange('TRACE', '/bn/admission');
    answer(form.request, form.response);
    expect(form.sent.headers!['content-security-policy']).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it('leave everything else to Next: reading a file, and any method on a page or an API route', () => {
    const answer = answerBeforeNext(folder);
    for (const [method, url] of [
      ['GET', '/icons/icon-192.png'],
      ['HEAD', '/_next/static/chunks/a.js'],
      ['POST', '/api/contact'],
      ['POST', '/notice'],
      ['OPTIONS', '/api/admission'],
      ['GET', '/'],
    ]) {
      const { request, response, sent } = exchange(method!, url!);
      expect([method, url, answer(request, response)]).toEqual([method, url, false]);
      expect(sent.status).toBeUndefined();
    }
  });
});
