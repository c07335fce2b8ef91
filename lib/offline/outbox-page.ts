/**
 * The page's side of the outbox (lib/offline/outbox.ts). A form that keeps a submission offline
 * puts it in the outbox and holds its Web Lock while the page is open: the page sends it itself
 * when the connection is back, and the service worker leaves it alone. Once the page is closed the
 * lock is gone, and the worker sends it (Background Sync, or when a later page asks).
 */
import { dropEntry, FLUSH_MESSAGE, forgetOutcome, hasOutbox, keepEntry, lockName, outcomeOf, OUTBOX_SYNC_TAG, waitingEntry, type OutboxEntry, type Outcome } from './outbox';
import type { FormAnswer } from '@/lib/forms/request';
import type { PendingForm } from './pending-forms';

const held = new Map<PendingForm, () => void>();

/** Holds the form's entry for this page; false when another tab holds it. */
export function holdEntry(form: PendingForm): Promise<boolean> {
  if (held.has(form) || !navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    void navigator.locks
      .request(lockName(form), { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Held until let go, or until the page is closed.
        return lock ? new Promise<void>((release) => held.set(form, release)) : undefined;
      })
      .catch(() => resolve(true));
  });
}

/** Keeps the submission on the device for the worker, held by this page, and asks for a Background Sync. */
export async function keepInOutbox(entry: OutboxEntry): Promise<void> {
  if (!hasOutbox()) return;
  try {
    await holdEntry(entry.form);
    await keepEntry(entry);
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Storage blocked, no worker, no Background Sync: this page still sends it while it is open.
  }
}

/** The page got an answer for it, or the form was emptied: nothing waits any more. */
export async function doneWithEntry(form: PendingForm): Promise<void> {
  try {
    if (hasOutbox()) await dropEntry(form);
  } catch {
    // Nothing kept.
  }
  // Let go after the entry is gone, so the worker never finds it unheld.
  held.get(form)?.();
  held.delete(form);
}

/** Asks the worker to send what waits (where Background Sync is missing, or a sync was missed). */
export function askWorkerToSend(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: FLUSH_MESSAGE });
}

/** What the API answers a form (DESIGN.md section 3): its message, and an application's reference. */
export type KeptAnswer = FormAnswer<{ message?: string; application_id?: string }>;

/** What the service worker got for a submission, as the answer the form would have had itself. */
function answerOf(outcome: Outcome): KeptAnswer {
  const body = { message: outcome.message ?? undefined, application_id: outcome.reference ?? undefined };
  return outcome.sent ? { kind: 'ok', status: outcome.status, body } : { kind: 'error', status: outcome.status, body: { ...body, errors: outcome.errors ?? undefined } };
}

/**
 * What an earlier visit left of `form`: what the worker got for it (taken: forgotten in the
 * outbox; `answer`: it as the answer the form would have had), or its waiting entry, then held by this page; null when nothing is there. While the
 * worker or another tab is sending it, waits for that to end and looks again.
 */
export async function takeKept(form: PendingForm): Promise<{ outcome: Outcome; answer: KeptAnswer } | { entry: OutboxEntry } | null> {
  if (!hasOutbox()) return null;
  for (let look = 0; look < 2; look += 1) {
    const outcome = await outcomeOf(form).catch(() => undefined);
    if (outcome) {
      await forgetOutcome(form).catch(() => undefined);
      return { outcome, answer: answerOf(outcome) };
    }
    const entry = await waitingEntry(form).catch(() => undefined);
    if (!entry) return null;
    if (await holdEntry(form)) return { entry };
    await navigator.locks.request(lockName(form), () => undefined);
  }
  return null;
}

/**
 * What a form needs of the outbox, as one value: the simple forms get it from the form that keeps
 * submissions offline (contact, prospectus), so the newsletter box in every page's footer, which
 * keeps nothing, loads none of this.
 */
export const pageOutbox = { keep: keepInOutbox, done: doneWithEntry, take: takeKept };
export type PageOutbox = typeof pageOutbox;
