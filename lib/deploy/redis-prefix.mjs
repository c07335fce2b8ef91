// The start of every key the site writes to Redis (REDIS_CACHE_PREFIX), so several sites can share
// one Redis: the shared cache and tags (redis-tag-store.mjs) and the form rate limits
// (lib/submissions/rate-limit.ts). Plain JavaScript: Next loads the cache handlers as they are.
/** @param {Record<string, string | undefined>} [env] */
export function redisPrefix(env = process.env) {
  return env.REDIS_CACHE_PREFIX?.trim() || 'kpi:cache:';
}
