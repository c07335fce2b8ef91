/**
 * A form's typed values kept in localStorage, so a reload, a lost connection or a failed
 * submission never costs the applicant their answers. Only the listed text fields are kept and
 * restored (never a photo or a human-check token). Storage can be full, disabled or blocked
 * (private mode, in-app browsers): every call then quietly does nothing.
 *
 * A draft is kept for DRAFT_LIFETIME_MS after its values last changed (saving the same values
 * again, as opening the form does, keeps the old time). Many applicants use a shared computer (a
 * computer shop, a school's lab): one who leaves without sending must not have their name,
 * numbers and SSC roll offered to whoever opens the form next week.
 */

import { useState, useSyncExternalStore } from 'react';
import { withinDraftLifetime } from './draft-lifetime';

/** A form's saved text fields. */
export type Draft<Field extends string> = Partial<Record<Field, string>>;

export { DRAFT_LIFETIME_MS, withinDraftLifetime } from './draft-lifetime';
/** Beside the fields in the stored object; a draft without it (older code) counts as expired. */
const SAVED_AT = 'savedAt';

/** What is stored under `key` now, as stored; null when nothing is, or storage is blocked. */
function storedText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored draft's fields and time, or null. */
function readStored(key: string): { fields: Record<string, unknown>; savedAt: unknown } | null {
  const raw = storedText(key);
  if (!raw) return null;
  const parsed: unknown = JSON.parse(raw);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { [SAVED_AT]: savedAt, ...fields } = parsed as Record<string, unknown>;
  return { fields, savedAt };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved values of `fields` under `key`, or null when there is no usable draft. */
export function loadDraft<Field extends string>(key: string, fields: readonly Field[], now = Date.now()): Draft<Field> | null {
  try {
    const stored = readStored(key);
    if (!stored) return null;
    if (!withinDraftLifetime(stored.savedAt, now)) {
      storage()?.removeItem(key);
      return null;
    }
    const draft: Draft<Field> = {};
    for (const field of fields) {
      const value = stored.fields[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the non-empty values of `fields`; an all-empty form removes the draft. */
export function saveDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
  values: Partial<Record<Field, unknown>>,
  now = Date.now(),
) {
  const draft: Draft<Field> = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  try {
    if (Object.keys(draft).length === 0) {
      storage()?.removeItem(key);
      return;
    }
    // The same values saved again keep their time: only a change starts the lifetime anew.
    let stored: ReturnType<typeof readStored> = null;
    try {
      stored = readStored(key);
    } catch {
      // Unreadable: replaced below.
    }
    const unchanged = stored && typeof stored.savedAt === 'number' && JSON.stringify(stored.fields) === JSON.stringify(draft);
    if (!unchanged) storage()?.setItem(key, JSON.stringify({ ...draft, [SAVED_AT]: now }));
  } catch {
    // Full or blocked storage: the form still works, it just cannot be restored.
  }
}

/**
 * Tells whether something else saved or cleared the draft under `key` (another form on another
 * page of the tab) since this form last saved, cleared or read it: `remember` after each of those.
 */
export function draftWatch(key: string) {
  let seen: string | null = null;
  return {
    remember() {
      seen = storedText(key);
    },
    changedElsewhere: () => storedText(key) !== seen,
  };
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Calls `fn` once `ms` after the last call; `flush` runs a pending call now, `cancel` drops it. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;
  const run = () => {
    timer = null;
    if (pending) {
      const args = pending;
      pending = null;
      fn(...args);
    }
  };
  return Object.assign(
    (...args: Args) => {
      pending = args;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    {
      flush() {
        if (timer) clearTimeout(timer);
        run();
      },
      cancel() {
        if (timer) clearTimeout(timer);
        timer = null;
        pending = null;
      },
    },
  );
}

const noSubscription = () => () => undefined;

/**
 * The draft saved under `key` when this form was mounted, read once per mount: undefined while
 * rendering on the server and hydrating (so the HTML matches), then the draft or null. The
 * caller restores it into the form in an effect; later saves do not change it.
 *
 * Per mount, not per key: on a client navigation (the language switch) the new page's form
 * renders while the old page's is still mounted, kept hidden by the router, and must read what
 * the old one saved rather than what the old one found when it was opened.
 */
export function useDraftAtLoad<Field extends string>(key: string, fields: readonly Field[]): Draft<Field> | null | undefined {
  // This mount's own snapshot: read from storage at its first client render, then kept.
  const [readOnce] = useState(() => {
    let draft: Draft<Field> | null | undefined;
    return () => (draft === undefined ? (draft = loadDraft(key, fields)) : draft);
  });
  return useSyncExternalStore(noSubscription, readOnce, () => undefined);
}
