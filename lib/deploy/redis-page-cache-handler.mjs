// The page cache handler (next.config `cacheHandler`, singular) when REDIS_URL is set. Next keeps
// prerendered pages and route answers in a file-system cache per instance, and remembers tag
// invalidations in that process only, so a POST /api/revalidate refreshed the pages of the one
// instance that received it. This handler keeps Next's own file-system cache for the entries
// (every instance runs the same build, so the prerendered seeds are the same) and shares the
// invalidations: revalidateTag also writes the tag's times to Redis, and get() first copies the
// times of the entry's tags from Redis into Next's tag manifest, where Next's usual check then
// finds the entry expired (rendered again before it is served) or stale (served, then refreshed).
// Both imports below are Next internals of the version package.json pins exactly: see docs/decisions/0007.
import { createRequire } from 'node:module';
import { readTagTimes, writeTagTimes } from './redis-tag-store.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** The tags an entry carries: in the x-next-cache-tags header for pages and routes, in ctx for fetches. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string' && header) return header.split(',');
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export default class RedisPageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const tags = entry ? tagsOf(entry, ctx) : [];
    // One Redis round trip per cached page read. Unreachable Redis: this instance's own knowledge.
    const shared = await readTagTimes(tags);
    for (const [tag, times] of shared ?? []) {
      const local = tagsManifest.get(tag) ?? {};
      tagsManifest.set(tag, {
        stale: Math.max(local.stale ?? 0, times.stale ?? 0) || undefined,
        expired: Math.max(local.expired ?? 0, times.expired ?? 0) || undefined,
      });
    }
    return entry;
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await super.revalidateTag(list, durations);
    // Next has just written the new times into its manifest; the other instances read them from Redis.
    await writeTagTimes(list.map((tag) => [tag, tagsManifest.get(tag)]));
  }
}
