/**
 * A client that closes its connection in the middle of a request's body (a phone losing its signal
 * while it uploads, a probe) is nothing the site can act on. The site's own /api/* routes read their
 * bodies themselves and log nothing for it (readLimited in lib/security/read-limited.ts answers
 * 'unreadable'). A request that proxy.ts sees is different: Next copies its body for the proxy,
 * and when the body breaks off it logs the socket's error with its stack
 * (next/dist/server/next-server.js, handleCatchallMiddlewareRequest: `console.error(error)`), once
 * for every such client of the embedded API's posts (/{product}_webside/*, which proxy.ts rewrites)
 * and of a POST to a page. No setting turns that off, and none of the site's code runs between the
 * error and the log.
 *
 * So the server's console drops exactly that line: a lone error whose code is ECONNRESET and whose
 * message is "aborted", which is what Node's HTTP server gives a request whose client went away
 * (and nothing else of the site's or Next's logs one by itself). Everything else is logged as before.
 */

import { types } from 'node:util';

const QUIETED = Symbol.for('site.quiet-client-aborts');

/** Node's error for a request whose client closed the connection before its body was whole (from any realm). */
export function isClientAbort(value: unknown): boolean {
  return types.isNativeError(value) && value.message === 'aborted' && (value as NodeJS.ErrnoException).code === 'ECONNRESET';
}

/** Lets `target.error` (the console) drop a client's abort logged on its own; once per target. */
export function quietClientAborts(target: Pick<Console, 'error'> & { [QUIETED]?: true } = console): void {
  if (target[QUIETED]) return;
  const error = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args.length === 1 && isClientAbort(args[0])) return;
    error(...args);
  };
  target[QUIETED] = true;
}
