// The page cache handler (next.config `cacheHandler`, singular), chosen when the server starts:
// with REDIS_URL, Next's file-system cache with the tag invalidations shared through Redis
// (redis-page-cache-handler.mjs); without it, Next's file-system cache itself, as if none were
// configured. See cache-handler.mjs for why the choice is made at start-up.
// The import below is a Next internal of the version package.json pins exactly.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const Handler = process.env.REDIS_URL?.trim()
  ? (await import('./redis-page-cache-handler.mjs')).default
  : require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default Handler;
