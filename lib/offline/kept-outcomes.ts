/**
 * What the layout's note (components/offline/kept-submissions.tsx) does once something waits: read
 * what the service worker got for it and take it up, and ask the worker to send what still waits.
 * Loaded only then, so that no other page load pays for IndexedDB and the receipt and draft code.
 */
import { clearDraft } from '@/lib/forms/draft';
import { createIdempotencyKeys } from '@/lib/forms/idempotency';
import { receiptOf, saveReceipt } from '@/lib/forms/receipt';
import { CHANGED_MESSAGE, forgetOutcome, hasOutbox, outcomeOf, type Outcome } from './outbox';
import { OFFLINE_FORMS, clearPending, type PendingForm } from './pending-forms';

export { askWorkerToSend } from './outbox-page';
export type { Outcome };

/**
 * What the worker got for a kept submission is taken up once: the receipt kept for this tab, and
 * the draft and key of what was sent forgotten (the next visit to the form starts empty).
 */
function takeUp(outcome: Outcome) {
  const { draftKey, idempotencyKey } = OFFLINE_FORMS[outcome.form];
  if (outcome.sent) {
    if (draftKey) clearDraft(draftKey);
    createIdempotencyKeys(idempotencyKey).reset();
    if (outcome.form === 'admission') saveReceipt(receiptOf(outcome.fields, outcome.reference, outcome.at));
  }
  clearPending(outcome.form);
  void forgetOutcome(outcome.form).catch(() => undefined);
}

/**
 * Each outcome the worker left for `forms`, taken up and handed to `shown` at once: taking it up
 * clears its waiting mark, and the note that asked may be gone by the next outcome.
 */
export async function takeUpOutcomes(forms: readonly PendingForm[], shown: (outcome: Outcome) => void): Promise<void> {
  if (!hasOutbox()) return;
  for (const form of forms) {
    const outcome = await outcomeOf(form).catch(() => undefined);
    if (!outcome) continue;
    shown(outcome);
    takeUp(outcome);
  }
}

/** Calls `onChange` when the worker says it got an answer; returns the unsubscribe. */
export function onWorkerAnswer(onChange: () => void): () => void {
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === CHANGED_MESSAGE) onChange();
  };
  navigator.serviceWorker?.addEventListener('message', listener);
  return () => navigator.serviceWorker?.removeEventListener('message', listener);
}
