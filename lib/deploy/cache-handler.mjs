// The 'use cache' handler (next.config `cacheHandlers.default`), chosen when the server starts:
// with REDIS_URL, the store every instance shares (redis-cache-handler.mjs); without it, Next's
// own in-memory handler, as if none were configured. Choosing here rather than in next.config
// lets one build serve both: the standalone server freezes next.config at build time, so a
// choice made there needed a second build for several instances (docs/decisions/0007).
// Plain JavaScript: Next loads cache handlers as they are. The import below is a Next internal of
// the version package.json pins exactly.
import { createRequire } from 'node:module';

/** Next's default for cacheMaxMemorySize (50 MB), which the site does not change. */
const MEMORY_BYTES = 50 * 1024 * 1024;

const require = createRequire(import.meta.url);

const handler = process.env.REDIS_URL?.trim()
  ? (await import('./redis-cache-handler.mjs')).default
  : require('next/dist/server/lib/cache-handlers/default.js').createDefaultCacheHandler(MEMORY_BYTES);

export default handler;
