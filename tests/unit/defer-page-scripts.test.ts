import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import { deferPageScripts, pickEncoding } from '@/lib/server/defer-page-scripts.mjs';

const HTML =
  '<!DOCTYPE html><html lang="bn"><head><meta charSet="utf-8"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script></head>' +
  '<body><h1>মেরিডিয়ান ইনস্টিটিউট অব সায়েন্স অ্যান্ড টেকনোলজি</h1>' +
  '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script></body></html>';

type Handler = Parameters<typeof createServer>[1];

/** A server whose "Next" is `handler`, behind deferPageScripts as in server.mjs. */
async function serve(handler: NonNullable<Handler>): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    deferPageScripts(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes the page as Next streams one: headers set one by one, bytes in uneven pieces. */
const streamPage = (seen: { acceptEncoding?: string }): NonNullable<Handler> => (req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'rsc');
  seen.acceptEncoding = req.headers['accept-encoding']; // as Next's compression reads it
  const bytes = Buffer.from(HTML);
  // 13 bytes a piece splits both script tags and several Bengali letters (3 bytes each).
  for (let i = 0; i < bytes.length; i += 13) res.write(bytes.subarray(i, i + 13));
  res.end();
};

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

describe('deferPageScripts', () => {
  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ])('answers a page load with the rewritten page, compressed with %s', async (encoding, decode) => {
    const seen: { acceptEncoding?: string } = {};
    const { server, port } = await serve(streamPage(seen));
    servers.push(server);
    const res = await get(port, { accept: 'text/html,*/*;q=0.8', 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip' });
    expect(seen.acceptEncoding).toBeUndefined(); // Next was asked for the page uncompressed
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('rsc, Accept-Encoding');
    const page = decode(res.body).toString('utf8');
    expect(page).toContain('<h1>মেরিডিয়ান ইনস্টিটিউট অব সায়েন্স অ্যান্ড টেকনোলজি</h1>');
    expect(page).toContain('__afterPaint("/_next/static/chunks/react.js")');
    expect(page).toContain('__afterPaint("/_next/static/chunks/boot.js","_R_")');
    expect(page).not.toContain('<script src=');
  });

  it('sends the rewritten page as it is to a client that takes no compression, without a stale length', async () => {
    const { server, port } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(Buffer.byteLength(HTML)) });
      res.end(HTML);
    });
    servers.push(server);
    const res = await get(port, { accept: 'text/html' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.toString('utf8')).toContain('__afterPaint("/_next/static/chunks/react.js")');
  });

  it('leaves every other answer to Next, which still sees the Accept-Encoding and compresses it', async () => {
    const seen: (string | undefined)[] = [];
    // As Next's compression middleware: it reads Accept-Encoding when the headers go out.
    const { server, port } = await serve((req, res) => {
      res.setHeader('Content-Type', 'application/xml');
      seen.push(req.headers['accept-encoding']);
      res.writeHead(200, { 'Content-Encoding': 'gzip' });
      res.end(gzipSync('<urlset/>'));
    });
    servers.push(server);
    // A crawler asking for the sitemap with a browser's Accept, and a script's plain request.
    for (const accept of ['text/html,application/xml;q=0.9,*/*;q=0.8', '*/*']) {
      const res = await get(port, { accept, 'accept-encoding': 'gzip, br' });
      expect(gunzipSync(res.body).toString()).toBe('<urlset/>');
    }
    expect(seen).toEqual(['gzip, br', 'gzip, br']);
  });

  it('hides Accept-Encoding from Next only once the answer is known to be a page', async () => {
    const seen: (string | undefined)[] = [];
    const { server, port } = await serve((req, res) => {
      seen.push(req.headers['accept-encoding']); // before the type is set: a route deciding what to answer
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      seen.push(req.headers['accept-encoding']); // Next's compression, when the headers go out
      res.end(HTML);
    });
    servers.push(server);
    const res = await get(port, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(seen).toEqual(['gzip', undefined]);
    expect(gunzipSync(res.body).toString()).toContain('__afterPaint(');
  });

  it('passes each streamed piece on when Next flushes, before the page has ended', async () => {
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    const { server, port } = await serve(async (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.write('<html><body><main>The shell</main>');
      (res as unknown as { flush(): void }).flush();
      await rest;
      res.end('<p>Streamed later</p></body></html>');
    });
    servers.push(server);
    const page = await new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (res) => {
        const unzip = createBrotliDecompress();
        let text = '';
        unzip.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('The shell') && !text.includes('Streamed later')) release();
        });
        unzip.on('end', () => resolve(text));
        res.pipe(unzip);
      });
      req.on('error', reject);
      req.end();
    });
    expect(page).toBe('<html><body><main>The shell</main><p>Streamed later</p></body></html>');
  });

  it('keeps headers given to writeHead as a list, repeated names included', async () => {
    const { server, port } = await serve((_req, res) => {
      res.writeHead(200, ['Content-Type', 'text/html', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
      res.end(HTML);
    });
    servers.push(server);
    const res = await get(port, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(gunzipSync(res.body).toString()).toContain('__afterPaint(');
  });

  it('passes an answer to a page load that is not a whole HTML page (a redirect, a 304, a part, a file) through unchanged', async () => {
    for (const [status, headers, body] of [
      [307, { Location: '/en' }, ''],
      [304, { ETag: '"x"' }, ''],
      [206, { 'Content-Type': 'text/html', 'Content-Range': 'bytes 0-7/100' }, '<html><h'],
      [200, { 'Content-Type': 'application/pdf' }, '%PDF-1.4'],
    ] as const) {
      const { server, port } = await serve((_req, res) => {
        res.writeHead(status, headers);
        res.end(body);
      });
      servers.push(server);
      const res = await get(port, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.status).toBe(status);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(body);
    }
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0.1, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
