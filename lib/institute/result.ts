import type { Locale } from '@/lib/i18n/routing';
import { toFailure, type InstituteFailure } from './errors';
import type { InstituteMessageKey } from './messages';
import { readFrom, type InstituteSource } from './source';
import { instituteApiUrl, lastGoodDir } from './config';
import { createFileLastGoodStore } from './last-good-file';
import type { InstituteData, InstituteResource } from './types';

/**
 * What a getter answers. `stale: true` means the source failed just now and this is the last
 * data it gave (see readWithFallback). A failure carries the key of the message to show.
 */
export type InstituteResult<T> =
  | { ok: true; data: T; stale: boolean }
  | { ok: false; error: InstituteFailure; messageKey: InstituteMessageKey };

/** The last good value per resource and language. */
export interface LastGoodStore {
  get(key: string): unknown | Promise<unknown>;
  set(key: string, value: unknown): void | Promise<void>;
}

/** Kept in this process's memory only: enough for the embedded service, which is this process. */
export function createLastGoodStore(): LastGoodStore {
  // At most one entry per resource and language (30 today), so no eviction is needed.
  const values = new Map<string, unknown>();
  return { get: (key) => values.get(key), set: (key, value) => void values.set(key, value) };
}

// One store per process, kept across dev-server module reloads: in memory for the embedded
// service; for an upstream also in DATA_DIR (last-good-file.ts), so a restart keeps it.
const STORE_KEY = Symbol.for('institute.lastGood');
function processStore(): LastGoodStore {
  const holder = globalThis as { [STORE_KEY]?: LastGoodStore };
  if (!holder[STORE_KEY]) {
    const upstream = instituteApiUrl();
    // The build's deployment id (lib/deploy/instance-config.mjs): Next sets it for the server.
    const build = process.env.NEXT_DEPLOYMENT_ID ?? '';
    holder[STORE_KEY] = upstream ? createFileLastGoodStore(lastGoodDir(), { build, source: upstream }) : createLastGoodStore();
  }
  return holder[STORE_KEY];
}

/**
 * Reads a resource; on failure answers the last good value of the same resource and language,
 * marked stale, so a page keeps showing real data while the upstream is down or slow. Only when
 * the store has none (never read by this process, nor kept on disk for an upstream) does the
 * failure reach the page.
 */
export async function readWithFallback<R extends InstituteResource>(
  source: InstituteSource,
  resource: R,
  locale: Locale,
  store: LastGoodStore = processStore(),
): Promise<InstituteResult<InstituteData[R]>> {
  const key = `${resource}:${locale}`;
  let data: InstituteData[R];
  try {
    data = await readFrom(source, resource, locale);
  } catch (error) {
    const failure = toFailure(resource, error);
    const previous = (await store.get(key)) as InstituteData[R] | undefined;
    console.warn(
      `[institute] reading ${resource} (${locale}) failed (${failure.kind}: ${failure.detail})` +
        (previous === undefined ? '; no earlier data to show' : '; showing the last good data'),
    );
    if (previous !== undefined) return { ok: true, data: previous, stale: true };
    return { ok: false, error: failure, messageKey: resource };
  }
  await store.set(key, data);
  return { ok: true, data, stale: false };
}

/** The same result with its data transformed; a failure keeps its error, with `messageKey` if given. */
export function mapResult<T, U>(
  result: InstituteResult<T>,
  transform: (data: T) => U,
  messageKey?: InstituteMessageKey,
): InstituteResult<U> {
  if (result.ok) return { ok: true, data: transform(result.data), stale: result.stale };
  return messageKey ? { ...result, messageKey } : result;
}
