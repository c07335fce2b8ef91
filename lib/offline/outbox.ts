/**
 * The outbox (issue 47, decision 0016): a submission kept while offline, in IndexedDB, so that it
 * outlives the page and the service worker can send it (Background Sync, or when a later page asks).
 * One waiting entry per form; what came of it (`Outcome`) is kept until a page has told the visitor.
 * Used by the pages and by the worker: no DOM, no React here.
 */
import type { PendingForm } from './pending-forms';

export type OutboxFields = Record<string, string | number | null>;

export interface OutboxEntry {
  form: PendingForm;
  /** The site's endpoint, e.g. /api/admission; the language is added as ?lang=. */
  endpoint: string;
  locale: string;
  /** What is sent, without the human check's token. */
  fields: OutboxFields;
  /** The admission photo, kept as the file chosen; sent as multipart with the fields. */
  photo: File | null;
  /** A fresh human check's token goes in `recaptcha_token` (the admission form). */
  humanCheck: boolean;
  /** The Idempotency-Key the page would have sent: whoever sends it, it is stored once. */
  key: string;
  keptAt: number;
}

export interface Outcome {
  form: PendingForm;
  sent: boolean;
  /** The answer's HTTP status, and the field errors of a refusal. */
  status: number;
  errors: Record<string, string> | null;
  /** The application's reference (ADM-2026-000013), when the server gave one. */
  reference: string | null;
  /** The server's message, in the language the submission was made in. */
  message: string | null;
  /** What was sent, for the receipt (fields without the token). */
  fields: OutboxFields;
  at: number;
}

/** The tag of the Background Sync registration the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Posted by a page to the worker: send what waits (browsers without Background Sync). */
export const FLUSH_MESSAGE = 'flush-outbox';
/** Posted by the worker to its pages when an outcome was written. */
export const CHANGED_MESSAGE = 'outbox-changed';

const DB_NAME = 'outbox';
const WAITING = 'waiting';
const OUTCOMES = 'outcomes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    req.result.createObjectStore(WAITING, { keyPath: 'form' });
    req.result.createObjectStore(OUTCOMES, { keyPath: 'form' });
  };
  return request(req);
}

async function inStore<T>(store: typeof WAITING | typeof OUTCOMES, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    const tx = db.transaction(store, mode);
    const result = await request(run(tx.objectStore(store)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
    return result;
  } finally {
    db.close();
  }
}

/** Whether this browser can keep an outbox at all (private modes, old WebViews may not). */
export const hasOutbox = () => typeof indexedDB !== 'undefined';

export const keepEntry = (entry: OutboxEntry) => inStore(WAITING, 'readwrite', (s) => s.put(entry)).then(() => undefined);
export const waitingEntry = (form: PendingForm) => inStore<OutboxEntry | undefined>(WAITING, 'readonly', (s) => s.get(form));
export const waitingEntries = () => inStore<OutboxEntry[]>(WAITING, 'readonly', (s) => s.getAll());
export const dropEntry = (form: PendingForm) => inStore(WAITING, 'readwrite', (s) => s.delete(form));

export const recordOutcome = (outcome: Outcome) => inStore(OUTCOMES, 'readwrite', (s) => s.put(outcome)).then(() => undefined);
export const outcomeOf = (form: PendingForm) => inStore<Outcome | undefined>(OUTCOMES, 'readonly', (s) => s.get(form));
export const forgetOutcome = (form: PendingForm) => inStore(OUTCOMES, 'readwrite', (s) => s.delete(form));

/** The Web Lock a page holds while it sends its own waiting entry, so the worker leaves it alone. */
export const lockName = (form: PendingForm) => `outbox:${form}`;
