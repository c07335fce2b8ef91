/** Types of before-next.mjs (plain JavaScript, so scripts/serve.mjs can load it before TypeScript runs). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function fileAddresses(publicDir: string): (pathname: string) => boolean;
export function configuredHeaders(manifest: {
  headers?: { regex: string; headers: { key: string; value: string }[]; has?: unknown; missing?: unknown }[];
}): (pathname: string) => Map<string, string>;
export function answerBeforeNext(folder: string): (request: IncomingMessage, response: ServerResponse) => boolean;
