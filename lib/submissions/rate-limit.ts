import Redis from 'ioredis';
import { redisPrefix } from '@/lib/deploy/redis-prefix.mjs';

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts posts per key in fixed windows: the first hit opens a window of `windowMs`, and at most
 * `limit` hits are allowed in it.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const decide = (count: number, limit: number, msLeft: number): RateDecision =>
  count <= limit ? { allowed: true, remaining: limit - count } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };

/** One process's counters. Enough for one instance; several instances need the Redis one. */
export function createMemoryRateLimiter(options: { now?: () => number; maxKeys?: number } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        if (windows.size >= maxKeys) {
          for (const [k, e] of windows) if (e.resetAt <= at) windows.delete(k);
          // Still full (a flood of distinct clients): forget the oldest windows first.
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        entry = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count += 1;
      return decide(entry.count, limit, entry.resetAt - at);
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR, starting the window's expiry on the first hit, and the time left: one atomic step. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Counters in Redis (REDIS_URL), shared by every instance. If Redis cannot be reached the post
 * is allowed and the failure logged: the limit protects against abuse, and an applicant must
 * not be turned away because a cache is down.
 */
export function createRedisRateLimiter(url: string, options: { prefix?: string; connectTimeoutMs?: number } = {}): RateLimiter {
  const prefix = options.prefix ?? 'site:rate:';
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    disconnectTimeout: 200,
    commandTimeout: 1_000,
  });
  redis.on('error', (error: Error) => console.error('[rate limit] Redis:', error.message));
  return {
    async hit(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [number, number];
        return decide(Number(count), limit, Number(ttl));
      } catch (error) {
        console.error('[rate limit] not counted, Redis failed:', error instanceof Error ? error.message : error);
        return { allowed: true, remaining: limit };
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * Redis when REDIS_URL is set, otherwise memory. The counters' keys start with the site's Redis
 * prefix (REDIS_CACHE_PREFIX, as the shared cache's), so two sites on one Redis count apart.
 */
export function createRateLimiter(env: NodeJS.ProcessEnv = process.env): RateLimiter {
  const url = env.REDIS_URL?.trim();
  const prefix = `${redisPrefix(env)}rate:`;
  return url ? createRedisRateLimiter(url, { prefix }) : createMemoryRateLimiter();
}
