// The 'use cache' handler shared by every instance through Redis (REDIS_URL), implementing
// Next's CacheHandler interface (node_modules/next/dist/docs: next-config-js/cacheHandlers.md):
// entries are stored whole with a TTL from their `expire`, and tag invalidations are kept in one
// Redis hash (redis-tag-store.mjs) that each instance reads once per request (refreshTags), so
// revalidating on one instance reaches all of them. When Redis is unreachable the handler
// answers misses and the site renders from its data layer (which keeps its own last-good copy)
// instead of failing.
import { PREFIX, invalidatedTimes, readAllTagTimes, redis, writeTagTimes } from './redis-tag-store.mjs';

/** The longest an entry is kept when its profile never expires (30 days). */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;

/** tag -> { stale?: ms, expired?: ms }, synchronised from Redis in refreshTags. */
const tagTimes = new Map();

function readTagTimes(tags) {
  let stale = 0;
  let expired = 0;
  for (const tag of tags) {
    const times = tagTimes.get(tag);
    if (!times) continue;
    stale = Math.max(stale, times.stale ?? 0);
    if ((times.expired ?? 0) <= Date.now()) expired = Math.max(expired, times.expired ?? 0);
  }
  return { stale, expired };
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

const handler = {
  async get(cacheKey, softTags) {
    let raw;
    try {
      raw = await redis.getBuffer(PREFIX + cacheKey);
    } catch {
      return undefined;
    }
    if (!raw) return undefined;
    const split = raw.indexOf(0x0a);
    let meta;
    try {
      meta = JSON.parse(raw.subarray(0, split).toString('utf8'));
      if (!Array.isArray(meta.tags)) return undefined;
    } catch {
      return undefined; // an entry this code cannot read (cut short, or another version's) is a miss
    }
    const value = new Uint8Array(raw.subarray(split + 1));
    const { stale, expired } = readTagTimes([...meta.tags, ...softTags]);
    if (expired > meta.timestamp) return undefined;
    return { ...meta, revalidate: stale > meta.timestamp ? -1 : meta.revalidate, value: streamOf(value) };
  },

  async set(cacheKey, pendingEntry) {
    const entry = await pendingEntry;
    let value;
    try {
      value = new Uint8Array(await new Response(entry.value).arrayBuffer());
    } catch {
      return; // an interrupted render is not kept
    }
    const meta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
    const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Number.isFinite(entry.expire) ? Math.ceil(entry.expire) : MAX_TTL_SECONDS));
    try {
      await redis.set(PREFIX + cacheKey, Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), value]), 'EX', ttl);
    } catch {
      // Redis away: this instance renders again next time.
    }
  },

  async refreshTags() {
    const all = await readAllTagTimes();
    if (!all) return; // Redis away: keep what we knew
    tagTimes.clear();
    for (const [tag, times] of all) tagTimes.set(tag, times);
  },

  async getExpiration(tags) {
    const { stale, expired } = readTagTimes(tags);
    return Math.max(stale, expired);
  },

  async updateTags(tags, durations) {
    const entries = invalidatedTimes(tags, durations, (tag) => tagTimes.get(tag));
    for (const [tag, times] of entries) tagTimes.set(tag, times);
    // If Redis is away this instance still knows; the others learn when it is back.
    await writeTagTimes(entries);
  },
};

export default handler;
