// The production server's one change to Next.js's answers: a page's HTML goes through the script
// deferrer (after-paint-scripts.mjs) on its way out, and is compressed here, because Next would
// compress it before it got here. Every other answer is Next's, compressed by Next as before.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createScriptDeferrer } from './after-paint-scripts.mjs';

/** Brotli at this level is about as fast as gzip's default and a third smaller on our pages; nginx uses 5 too. */
const BROTLI_QUALITY = 5;

/** The encoding to answer with, from the request's Accept-Encoding: the preferred of brotli and gzip (brotli on a tie), or none. */
export function pickEncoding(acceptEncoding = '') {
  const weights = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name, q ? Number(q.slice(2)) || 0 : 1];
      }),
  );
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function compressor(encoding) {
  if (encoding === 'br') {
    return createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
  }
  return encoding === 'gzip' ? createGzip() : null;
}

const isPage = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Prepares one request and its response; call before handing both to Next. An answer that turns out
 * to be a whole HTML page is rewritten and compressed here; anything else (scripts, images, a
 * redirect, a 304, a part of a file) passes through as Next writes it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function deferPageScripts(req, res) {
  if (req.method !== 'GET') return;
  const acceptEncoding = req.headers['accept-encoding'];
  const encoding = pickEncoding(acceptEncoding);
  // Next's compression reads Accept-Encoding when the headers go out, once the answer's type is
  // set: a page then finds none and comes uncompressed, anything else finds the client's.
  Object.defineProperty(req.headers, 'accept-encoding', {
    configurable: true,
    enumerable: acceptEncoding !== undefined,
    get: () => (isPage(res) ? undefined : acceptEncoding),
    set: (value) => (acceptEncoding = value),
  });

  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** @type {null | ((chunk: string | Uint8Array) => void)} */
  let send = null;
  /** @type {null | (() => void)} */
  let finish = null;
  let decided = false;

  // Decided once, when the headers are about to go: only then are the type and status known.
  function decide() {
    if (decided) return;
    decided = true;
    // A part of a page (206) is a slice of Next's bytes: neither rewritten nor compressed.
    const whole = ![204, 206, 304].includes(res.statusCode);
    if (!isPage(res) || !whole || res.getHeader('content-encoding')) return;
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
      zip.on('error', (error) => res.destroy(error));
      // A visitor who leaves mid-page: the compressor goes with the connection.
      res.on('close', () => res.writableFinished || zip.destroy());
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
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const headers = rest[0];
    // Given here, the headers are set first, so that the decision sees them (a flat array may
    // repeat a name, e.g. Set-Cookie).
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = statusCode;
    decide();
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason);
  };
  res.write = function (chunk, ...rest) {
    decide();
    if (!send) return write(chunk, ...rest);
    send(chunk);
    rest.find((arg) => typeof arg === 'function')?.();
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
