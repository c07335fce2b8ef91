import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LastGoodStore } from './result';

/**
 * The last good answers of an upstream, kept in memory and in one JSON file per resource and
 * language under `dir` (DATA_DIR/last-good), so that a restarted process, or another instance
 * sharing DATA_DIR, still has them when the upstream is down at its first refresh. A file is
 * written only when its answer changed, through a temporary file and a rename (never half
 * written). Failing to read or write one is logged and otherwise ignored: the fallback must
 * never be what breaks a page.
 */
export function createFileLastGoodStore(dir: string): LastGoodStore {
  const values = new Map<string, unknown>();
  /** What each file holds, as written or read, so an unchanged answer is not written again. */
  const onDisk = new Map<string, string>();
  const fileOf = (key: string) => join(dir, `${key.replace(/[^a-zA-Z0-9-]/g, '.')}.json`);

  return {
    async get(key) {
      if (values.has(key)) return values.get(key);
      try {
        const text = await readFile(fileOf(key), 'utf8');
        const value: unknown = JSON.parse(text);
        values.set(key, value);
        onDisk.set(key, text);
        return value;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          console.warn(`[institute] the last good ${key} could not be read from ${dir}: ${String(error)}`);
        }
        return undefined;
      }
    },
    async set(key, value) {
      values.set(key, value);
      const text = JSON.stringify(value);
      if (onDisk.get(key) === text) return;
      try {
        await mkdir(dir, { recursive: true });
        const file = fileOf(key);
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, file);
        onDisk.set(key, text);
      } catch (error) {
        console.warn(`[institute] the last good ${key} could not be kept in ${dir}: ${String(error)}`);
      }
    },
  };
}
