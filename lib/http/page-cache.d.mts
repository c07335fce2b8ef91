/** Types of page-cache.mjs (plain JavaScript, so scripts/serve.mjs can load it before TypeScript runs). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sharedLifetime(cacheControl: unknown): number;
export function pageCacheSeconds(value: string | undefined): number;
export function createPageCache(options?: { seconds?: number; maxEntries?: number; now?: () => number }): {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  clear(): void;
  size(): number;
};
