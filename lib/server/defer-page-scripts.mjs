// The production server's one change to Next.js's answers: a page's HTML goes through the script
// deferrer (after-paint-scripts.mjs) on its way out, and is compressed here. Next compresses
// everything else as before; it is asked for the page uncompressed, so that there is text to rewrite.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createScriptDeferrer } from './after-paint-scripts.mjs';

/** Brotli at this level is as fast as gzip's default and a third smaller on our pages; nginx uses 5 too. */
const BROTLI_QUALITY = 5;

/** The encoding to answer with, from the request's Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name, q ? Number(q.slice(2)) : 1];
      }),
  );
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

function compressor(encoding) {
  if (encoding === 'br') {
    return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  }
  return encoding === 'gzip' ? createGzip() : null;
}

/**
 * Prepares one request and its response. Call before handing both to Next. Only requests that
 * accept HTML (a browser's or a crawler's page load) are touched; an answer to one that turns out
 * not to be HTML (a redirect, a file) passes through as Next wrote it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function deferPageScripts(req, res) {
  if (!/\btext\/html\b/.test(req.headers.accept ?? '') || req.method !== 'GET') return;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];

  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** @type {null | ((text: string) => void)} */
  let send = null;
  /** @type {null | (() => void)} */
  let finish = null;
  let decided = false;

  // Decided once, when the headers are about to go: only then are the type and status known.
  function decide() {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    // A part of a page (206) is a slice of Next's bytes: neither rewritten nor compressed.
    const whole = ![204, 206, 304].includes(res.statusCode);
    if (!/^text\/html\b/i.test(type) || !whole || res.getHeader('content-encoding')) return;
    res.removeHeader('content-length');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const deferrer = createScriptDeferrer();
    const decoder = new TextDecoder();
    const zip = compressor(encoding);
    if (zip) {
      res.setHeader('Content-Encoding', encoding);
      zip.on('data', (chunk) => write(chunk));
      zip.on('end', () => end());
      // Next flushes after each streamed piece of a page; the compressor must pass it on.
      res.flush = () => zip.flush();
    }
    const out = (text) => text && (zip ? zip.write(text) : write(text));
    send = (chunk) => out(deferrer.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })));
    finish = () => {
      out(deferrer.push(decoder.decode()) + deferrer.end());
      if (zip) zip.end();
      else end();
    };
  }

  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = statusCode;
    decide();
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason);
  };
  res.write = function (chunk, ...rest) {
    decide();
    if (!send) return write(chunk, ...rest);
    send(chunk);
    return true;
  };
  res.end = function (chunk, ...rest) {
    decide();
    if (!finish) return end(chunk, ...rest);
    if (chunk && typeof chunk !== 'function') send(chunk);
    finish();
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    if (callback) res.once('finish', callback);
    return res;
  };
}
