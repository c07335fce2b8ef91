/**
 * The Idempotency-Key of a form submission: one key per attempt at sending one set of values.
 * Sending the same values again (a retry after a network error, a double click, a reload and a
 * second try) reuses the key, so the server stores one application and replays its answer;
 * changed values or a success start a new key. The key is kept in localStorage beside the draft
 * so it also survives a reload, for as long as a draft (draft.ts), and with a digest of the values
 * rather than the values themselves: the applicant's answers are not kept a second time.
 */
import { withinDraftLifetime } from './draft';

type Stored = { key: string; digest: string; savedAt: number };

/** A short digest of a fingerprint (53-bit cyrb53): enough to tell two sets of values apart. */
function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function read(storageKey: string, now: number): Stored | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const { key, digest, savedAt } = parsed as Record<string, unknown>;
      if (typeof key === 'string' && typeof digest === 'string' && withinDraftLifetime(savedAt, now)) {
        return { key, digest, savedAt };
      }
    }
  } catch {
    // Unreadable or blocked storage: a new key is made.
  }
  return null;
}

export function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; an http:// preview falls back to random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable text for a set of values: the same values in any key order give the same text. */
export function fingerprintOf(values: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(values).sort().map((k) => [k, values[k] ?? null]));
}

/**
 * Whether a refusal ends this attempt, so that sending again is a new one: a 4xx stored nothing.
 * Not a 409: the first send may still be running ("still being processed") or have been kept (the
 * same SSC result), and the same values resent under the same key get its answer rather than
 * being stored twice. After a 5xx, or no answer at all, the key is kept too.
 */
export function refusalEndsAttempt(status: number): boolean {
  return status < 500 && status !== 409;
}

export function createIdempotencyKeys(storageKey: string) {
  let current: Stored | null = null;
  return {
    /** The key for sending these values: the previous one when the values are the same. */
    keyFor(fingerprint: string, now = Date.now()): string {
      current ??= read(storageKey, now);
      const digest = digestOf(fingerprint);
      if (current && current.digest === digest && withinDraftLifetime(current.savedAt, now)) return current.key;
      current = { key: newKey(), digest, savedAt: now };
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(current));
      } catch {
        // Kept in memory only.
      }
      return current.key;
    },
    /** After a success: the next submission is a new application. */
    reset() {
      current = null;
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // Nothing stored.
      }
    },
  };
}
