import { defaultLocale } from '@/lib/i18n/routing';
import { instituteSource } from './index';
import { readWithFallback } from './result';

/**
 * Which department ids the source knows, for the proxy (proxy.ts). Next keeps every page it
 * renders on request in its cache, on disk, with no bound: without this check each id asked for
 * (/department-details/1, /2, … /999999999) would add a cached "no department" page. Unknown ids
 * are answered instead from the one prerendered page of UNKNOWN_DEPARTMENT_ID.
 *
 * The list is read again when it is `ttlMs` old (the ids change rarely; a department added
 * upstream is found within a minute, or at the next request after POST /api/revalidate in this
 * process). Only the first check waits for a read; later ones answer from the list they have
 * while it is read again, so a slow upstream delays no page. When no list could be read, every
 * id is let through: the page itself says what it can.
 */

/** The id whose page stands for every unknown one (a word: no department can have it). */
export const UNKNOWN_DEPARTMENT_ID = 'unknown';

export interface DepartmentIdCheck {
  isKnown(id: string): Promise<boolean>;
  /** Reads the list again at the next check (after the institute's data was revalidated). */
  forget(): void;
}

export function createDepartmentIdCheck(
  readIds: () => Promise<readonly string[] | null>,
  { ttlMs = 60_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): DepartmentIdCheck {
  let known: { ids: ReadonlySet<string> | null; readAt: number } | null = null;
  let reading: Promise<ReadonlySet<string> | null> | null = null;

  const read = (): Promise<ReadonlySet<string> | null> => {
    // Concurrent checks share one read.
    reading ??= readIds()
      .then((ids) => (ids ? new Set(ids) : null))
      .catch(() => null)
      .then((ids) => {
        known = { ids, readAt: now() };
        reading = null;
        return ids;
      });
    return reading;
  };

  return {
    async isKnown(id) {
      let ids: ReadonlySet<string> | null;
      if (!known) ids = await read();
      else {
        if (now() - known.readAt >= ttlMs) void read();
        ids = known.ids;
      }
      return ids === null || ids.has(id);
    },
    forget() {
      known = null;
    },
  };
}

const CHECK_KEY = Symbol.for('institute.departmentIds');

/** The process's check, on the site's institute source (shared by the proxy and the revalidate route). */
export function departmentIdCheck(): DepartmentIdCheck {
  const holder = globalThis as { [CHECK_KEY]?: DepartmentIdCheck };
  holder[CHECK_KEY] ??= createDepartmentIdCheck(async () => {
    const result = await readWithFallback(instituteSource(), 'departments', defaultLocale);
    return result.ok ? result.data.map((department) => String(department.id)) : null;
  });
  return holder[CHECK_KEY];
}
