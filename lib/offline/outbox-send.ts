/**
 * Sends what waits in the outbox (lib/offline/outbox.ts) from the service worker: on Background
 * Sync, or when a page asks (browsers without it). An entry a page is sending itself (it holds the
 * entry's Web Lock) is left to that page. The admission form's human check is solved here, fresh:
 * the one the page held has long expired. Nothing is sent twice: the entry's Idempotency-Key is the
 * one the page would have sent, so the server answers a repeat with the first answer.
 */
import { bodyWithPhoto, postForm } from '@/lib/forms/request';
import { failedHumanCheck, powToken, type HumanCheckInfo, type PowChallenge } from '@/lib/human-check/types';
import { dropEntry, lockName, recordOutcome, waitingEntries, type OutboxEntry } from './outbox';
import type { PendingForm } from './pending-forms';

/** Finds the proof of work's number, or null when none solves it. */
export type PowSolver = (challenge: PowChallenge) => Promise<number | null>;

/** `done`: answered (an outcome is kept); `later`: offline, the server busy or down, or a check only a page can do. */
export type SendResult = 'done' | 'later';

/** A proof-of-work token; null when the site uses reCAPTCHA (only a page can get one) or no check came. */
async function freshToken(locale: string, solve: PowSolver): Promise<string | null> {
  try {
    const response = await fetch(`/api/human-check?lang=${encodeURIComponent(locale)}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const info = (await response.json()) as HumanCheckInfo;
    if (info.provider !== 'pow') return null;
    const number = await solve(info.challenge);
    return number === null ? null : powToken(info.challenge, number);
  } catch {
    return null;
  }
}

/** Whether an answer means "try again later" rather than a verdict on what was sent. */
const answerLater = (status: number) => status >= 500 || status === 429 || status === 408;

export async function sendEntry(entry: OutboxEntry, solve: PowSolver, now = Date.now): Promise<SendResult> {
  // A refused check is tried once more with a new one (it may have expired on a slow link).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fields = entry.fields;
    if (entry.humanCheck) {
      const token = await freshToken(entry.locale, solve);
      if (token === null) return 'later';
      fields = { ...fields, recaptcha_token: token };
    }
    const answer = await postForm<{ message?: string; application_id?: string }>(entry.endpoint, entry.locale, bodyWithPhoto(fields, entry.photo), {
      'Idempotency-Key': entry.key,
    });
    if (answer.kind === 'network') return 'later';
    if (answer.kind === 'error' && answerLater(answer.status)) return 'later';
    if (answer.kind === 'error' && answer.status === 400 && entry.humanCheck && failedHumanCheck(answer.body) && attempt === 0) continue;
    await recordOutcome({
      form: entry.form,
      sent: answer.kind === 'ok',
      status: answer.status,
      errors: answer.kind === 'error' ? (answer.body.errors ?? null) : null,
      reference: answer.body.application_id ?? null,
      message: answer.body.message ?? null,
      fields: entry.fields,
      at: now(),
    });
    await dropEntry(entry.form);
    return 'done';
  }
  return 'later';
}

/**
 * Sends every waiting entry no page holds. `later`: how many must wait for another try (the sync
 * event then fails, and the browser tries again); `done`: the forms that got an answer.
 */
export async function flushOutbox(solve: PowSolver, locks: LockManager | undefined): Promise<{ later: number; done: PendingForm[] }> {
  const done: PendingForm[] = [];
  let later = 0;
  for (const entry of await waitingEntries()) {
    const send = () => sendEntry(entry, solve);
    const result = locks ? await locks.request(lockName(entry.form), { ifAvailable: true }, (lock) => (lock ? send() : 'held')) : await send();
    if (result === 'later') later += 1;
    if (result === 'done') done.push(entry.form);
  }
  return { later, done };
}
