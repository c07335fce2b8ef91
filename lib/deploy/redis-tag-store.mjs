// Tag invalidation times shared by every instance through one Redis hash (REDIS_URL): the
// 'use cache' handler (redis-cache-handler.mjs) and the page cache handler
// (redis-page-cache-handler.mjs) both write and read it, so a revalidation received by one
// instance reaches the cached data AND the prerendered pages of all of them.
// Times are milliseconds since the epoch: keep the instances' clocks in sync (NTP).
import Redis from 'ioredis';
import { redisPrefix } from './redis-prefix.mjs';

export const PREFIX = redisPrefix();
const TAGS = `${PREFIX}tags`;

// Fails fast when Redis is away (no offline queue, one retry, a short timeout): a page is then
// served on this instance's own knowledge rather than waiting.
export const redis = new Redis(process.env.REDIS_URL, {
  lazyConnect: false,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  commandTimeout: 1_000,
});
redis.on('error', () => undefined);

/**
 * The new times of `tags` after an invalidation, as Next's own handlers compute them: without
 * durations a tag expires now; with durations it is stale now and expires after
 * `durations.expire` seconds. `known` holds the tags' current times.
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} durations
 * @param {(tag: string) => ({ stale?: number, expired?: number } | undefined)} known
 */
export function invalidatedTimes(tags, durations, known, now = Date.now()) {
  return tags.map((tag) => {
    const times = { ...(known(tag) ?? {}) };
    if (durations) {
      times.stale = now;
      if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
    } else {
      times.expired = now;
    }
    return [tag, times];
  });
}

/** Writes invalidation times; false when Redis could not be reached. */
export async function writeTagTimes(entries) {
  if (entries.length === 0) return true;
  try {
    await redis.hset(TAGS, Object.fromEntries(entries.map(([tag, times]) => [tag, JSON.stringify(times)])));
    return true;
  } catch {
    return false;
  }
}

/** Every tag's times (tag -> { stale?, expired? }), or null when Redis could not be reached. */
export async function readAllTagTimes() {
  try {
    const all = await redis.hgetall(TAGS);
    return new Map(Object.entries(all).map(([tag, json]) => [tag, JSON.parse(json)]));
  } catch {
    return null;
  }
}

/** The times of some tags (only those ever invalidated), or null when Redis could not be reached. */
export async function readTagTimes(tags) {
  if (tags.length === 0) return new Map();
  try {
    const values = await redis.hmget(TAGS, ...tags);
    return new Map(tags.flatMap((tag, i) => (values[i] ? [[tag, JSON.parse(values[i])]] : [])));
  } catch {
    return null;
  }
}
