import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LastGoodStore } from './result';

/**
 * Whose answers a file holds: the build that mapped them (lib/institute/map.ts gives the site's
 * types, which a later release may change) and the upstream they came from. A file from another
 * build or another upstream is ignored.
 */
export type LastGoodStamp = { build: string; source: string };

type Envelope = LastGoodStamp & { data: unknown };

/**
 * The last good answers of an upstream, kept in memory and in one JSON file per resource and
 * language under `dir` (DATA_DIR/last-good), so that a restarted process, or another instance of
 * the same build sharing DATA_DIR, still has them when the upstream is down at its first refresh.
 * A file is written only when its answer changed, through a temporary file and a rename (never
 * half written). Failing to read or write one is logged once per key and otherwise ignored: the
 * fallback must never be what breaks a page.
 */
export function createFileLastGoodStore(dir: string, stamp: LastGoodStamp): LastGoodStore {
  const values = new Map<string, unknown>();
  /** What each file holds, as written or read, so an unchanged answer is not written again. */
  const onDisk = new Map<string, string>();
  const warned = new Set<string>();
  const fileOf = (key: string) => join(dir, `${key.replace(/[^a-zA-Z0-9-]/g, '.')}.json`);
  const warn = (key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(`[institute] the last good ${key} ${message}`);
  };

  return {
    async get(key) {
      if (values.has(key)) return values.get(key);
      try {
        const text = await readFile(fileOf(key), 'utf8');
        const kept = JSON.parse(text) as Partial<Envelope>;
        if (kept.build !== stamp.build || kept.source !== stamp.source || !('data' in kept)) return undefined;
        values.set(key, kept.data);
        onDisk.set(key, text);
        return kept.data;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(key, `could not be read from ${dir}: ${String(error)}`);
        return undefined;
      }
    },
    async set(key, value) {
      values.set(key, value);
      const text = JSON.stringify({ ...stamp, data: value } satisfies Envelope);
      if (onDisk.get(key) === text) return;
      try {
        await mkdir(dir, { recursive: true });
        const file = fileOf(key);
        // Unique even for two instances whose processes have the same id (containers sharing DATA_DIR).
        const temporary = `${file}.${randomUUID()}.tmp`;
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, file);
        onDisk.set(key, text);
      } catch (error) {
        warn(key, `could not be kept in ${dir}: ${String(error)}`);
      }
    },
  };
}
