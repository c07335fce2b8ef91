/**
 * A client that closes its connection in the middle of a request's body (issue 46): on the
 * embedded API's posts (/{product}_webside/*, which proxy.ts sees) Next copied the body for the
 * proxy, found it broken off, and logged the socket's error with its stack, once per such client;
 * the site's /api/* routes logged nothing. Here the same error is made the way Next makes it (its
 * own body copy, next/dist/server/body-streams, of a real request whose client went away) and
 * handed to the console as Next hands it (`console.error(error)`): the server's console, as
 * instrumentation.ts sets it up, says nothing of it, and still says everything else.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { types } from 'node:util';
// Next's own body copy for proxy.ts (next/dist/server/lib/router-utils/resolve-routes.js).
import { getCloneableBody } from 'next/dist/server/body-streams';
import { isClientAbort, quietClientAborts } from '@/lib/http/client-aborts';

jest.setTimeout(15_000);

/** What Next's body copy throws for a POST whose client sent half its body and went away. */
async function abortedBodyError(): Promise<unknown> {
  let failure: (error: unknown) => void = () => undefined;
  const failed = new Promise<unknown>((resolve) => (failure = resolve));
  const server = createServer((req) => {
    const body = getCloneableBody(req, 1024 * 1024);
    body.cloneBodyStream().resume();
    body.finalize().then(() => failure(new Error('the body was whole')), failure);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/erp_webside/get_in_touch', headers: { 'Content-Type': 'application/json', 'Content-Length': '20000' } });
  client.on('error', () => undefined);
  client.write('{"name":"Rafiq","message":"' + 'x'.repeat(5_000));
  setTimeout(() => client.destroy(), 100);
  const error = await failed;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return error;
}

describe('a client gone in the middle of its body', () => {
  let error: unknown;
  beforeAll(async () => {
    error = await abortedBodyError();
  });

  it('is what Next logs with its stack: an "aborted" ECONNRESET', () => {
    expect(types.isNativeError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'aborted', code: 'ECONNRESET' });
    expect(isClientAbort(error)).toBe(true);
  });

  it('is not logged by the server, which still logs everything else', () => {
    const written: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void written.push(args) };
    quietClientAborts(target);
    quietClientAborts(target); // once, however often the server starts its instrumentation

    target.error(error);
    expect(written).toEqual([]);

    const other = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    target.error(other);
    target.error('[submissions] contact failed (database):', error);
    target.error(new Error('aborted'));
    expect(written).toEqual([[other], ['[submissions] contact failed (database):', error], [new Error('aborted')]]);
  });
});
