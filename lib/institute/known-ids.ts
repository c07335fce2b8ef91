import { defaultLocale } from '@/lib/i18n/routing';
import { instituteSource } from './index';
import { readFrom } from './source';

/**
 * Which department and job ids the source knows, for the proxy (proxy.ts). Next keeps every page
 * it renders on request in its cache, on disk, with no bound: without this check each id asked for
 * (/department-details/1, /2, … /999999999) would add a cached "no department" page. Unknown ids
 * are answered instead from the one prerendered page of UNKNOWN_ID.
 *
 * - A known id is answered from the list at hand; when the list is `ttlMs` old it is read again in
 *   the background, so a slow upstream delays no department page.
 * - An id not in the list is checked against a list at most `recheckMs` old before it is called
 *   unknown (waiting for one read, shared by every such request meanwhile). So a department added
 *   upstream is found within seconds by every instance, whichever one was told by POST
 *   /api/revalidate, and a stream of made-up ids costs one read per `recheckMs`.
 * - When no list can be read, or the source answers none at all (an upstream that lost its data),
 *   every id is let through: the page itself says what it can. With `trustEmpty`, an empty list
 *   is taken at its word (there may be no open jobs today).
 */

/** The id whose page stands for every unknown one (a word: no department or job can have it). */
export const UNKNOWN_ID = 'unknown';

export interface IdCheck {
  isKnown(id: string): Promise<boolean>;
  /** The list is out of date (the institute's data was revalidated): the next check reads it again. */
  forget(): void;
}

type Ids = ReadonlySet<string> | null;

export interface IdCheckOptions {
  ttlMs?: number;
  recheckMs?: number;
  trustEmpty?: boolean;
  now?: () => number;
}

export function createIdCheck(
  readIds: () => Promise<readonly string[] | null>,
  { ttlMs = 60_000, recheckMs = 5_000, trustEmpty = false, now = Date.now }: IdCheckOptions = {},
): IdCheck {
  let known: { ids: Ids; readAt: number } | null = null;
  // forget() starts a new generation: a read begun before it may hold the old list, and is not kept.
  let generation = 0;
  let reading: { generation: number; ids: Promise<Ids> } | null = null;

  const read = (): Promise<Ids> => {
    // Concurrent checks share one read.
    if (reading?.generation === generation) return reading.ids;
    const started = generation;
    const ids = readIds()
      .then((list) => (list && (list.length > 0 || trustEmpty) ? new Set(list) : null))
      .catch(() => null)
      .then((list) => {
        if (started === generation) known = { ids: list, readAt: now() };
        if (reading?.ids === ids) reading = null;
        return list;
      });
    reading = { generation: started, ids };
    return ids;
  };

  return {
    async isKnown(id) {
      if (!known) return admits(await read(), id);
      const age = now() - known.readAt;
      if (admits(known.ids, id)) {
        if (age >= ttlMs) void read();
        return true;
      }
      return age >= recheckMs ? admits(await read(), id) : false;
    },
    forget() {
      generation += 1;
      if (known) known = { ...known, readAt: -Infinity };
    },
  };
}

const admits = (ids: Ids, id: string) => ids === null || ids.has(id);

/**
 * The process's check of one kind of id, on the site's institute source (shared by the proxy and
 * the revalidate route). It reads the source directly, not through readWithFallback: a failed read
 * lets every id through rather than answering an older list, and the proxy's reads do not replace
 * the pages' last good data.
 */
function processCheck(name: string, readIds: () => Promise<readonly string[] | null>, options?: IdCheckOptions): IdCheck {
  const key = Symbol.for(`institute.${name}Ids`);
  const holder = globalThis as unknown as Record<symbol, IdCheck | undefined>;
  return (holder[key] ??= createIdCheck(readIds, options));
}

/** The ids of a list, as they stand in a path; an item without one (a job) has no page. */
export const idsOf = (list: readonly { id: number | null }[]): string[] =>
  list.flatMap((item) => (item.id === null ? [] : [String(item.id)]));

export const departmentIdCheck = (): IdCheck =>
  processCheck('department', async () => idsOf(await readFrom(instituteSource(), 'departments', defaultLocale)));

// No jobs at all is believed: the board, reading the same list, says so too; a job board may be empty.
export const jobIdCheck = (): IdCheck =>
  processCheck('job', async () => idsOf(await readFrom(instituteSource(), 'jobs', defaultLocale)), { trustEmpty: true });
