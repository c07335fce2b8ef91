'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/lib/i18n/locale-context';
import { localizedPath } from '@/lib/i18n/paths';
import { ROUTES } from '@/lib/site/routes';
import { clearDraft } from '@/lib/forms/draft';
import { receiptOf, saveReceipt } from '@/lib/forms/receipt';
import { CHANGED_MESSAGE, forgetOutcome, hasOutbox, outcomeOf, type Outcome } from '@/lib/offline/outbox';
import { askWorkerToSend, claimedHere } from '@/lib/offline/outbox-page';
import { OFFLINE_FORMS, PENDING_FORMS_EVENT, PENDING_FORM_NAMES, clearPending, pendingSince, type PendingForm } from '@/lib/offline/pending-forms';
import styles from './offline-note.module.css';

export type KeptSubmissionsTexts = Record<
  | 'pendingApplication'
  | 'pendingContact'
  | 'pendingProspectus'
  | 'pendingSendsItself'
  | 'sentApplication'
  | 'sentApplicationNoReference'
  | 'sentContact'
  | 'sentProspectus'
  | 'refused'
  | 'seeReceipt'
  | 'openAdmission'
  | 'openContact'
  | 'openProspectus',
  string
>;

const PENDING_TEXT = { admission: 'pendingApplication', contact: 'pendingContact', prospectus: 'pendingProspectus' } as const;
const SENT_TEXT = { admission: 'sentApplication', contact: 'sentContact', prospectus: 'sentProspectus' } as const;
const OPEN_TEXT = { admission: 'openAdmission', contact: 'openContact', prospectus: 'openProspectus' } as const;

function subscribe(onChange: () => void) {
  window.addEventListener(PENDING_FORMS_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PENDING_FORMS_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
/** The forms with a submission waiting that no form on this page handles itself, as one string. */
const waitingHere = () => PENDING_FORM_NAMES.filter((form) => pendingSince(form) !== null && !claimedHere(form)).join(' ');

/**
 * What the worker got for a kept submission is taken up once: the receipt kept for this tab, and
 * the draft and key of what was sent forgotten (the next visit to the form starts empty).
 */
function takeUp(outcome: Outcome) {
  const { draftKey, idempotencyKey } = OFFLINE_FORMS[outcome.form];
  if (outcome.sent) {
    if (draftKey) clearDraft(draftKey);
    try {
      window.localStorage.removeItem(idempotencyKey);
    } catch {
      // Nothing stored.
    }
    if (outcome.form === 'admission') saveReceipt(receiptOf(outcome.fields, outcome.reference, outcome.at));
  }
  clearPending(outcome.form);
  void forgetOutcome(outcome.form).catch(() => undefined);
}

/**
 * Submissions kept on the device while offline (issue 47), on every page: those still waiting
 * (the worker is asked to send them when online), and what came of those the worker sent while no
 * page was open. A form that handles its own on this page (claimHere) is left to it. Nothing is
 * read from IndexedDB unless localStorage says something waits.
 */
export function KeptSubmissions({ texts }: { texts: KeptSubmissionsTexts }) {
  const locale = useLocale();
  const waiting = useSyncExternalStore(subscribe, waitingHere, () => '');
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  useEffect(() => {
    if (!waiting || !hasOutbox()) return;
    let live = true;
    const read = async () => {
      for (const form of waiting.split(' ') as PendingForm[]) {
        const outcome = await outcomeOf(form).catch(() => undefined);
        if (!live || !outcome) continue;
        takeUp(outcome);
        setOutcomes((shown) => [...shown.filter((o) => o.form !== form), outcome]);
      }
    };
    const send = () => navigator.onLine && askWorkerToSend();
    void read().then(send);
    const onMessage = (event: MessageEvent) => (event.data as { type?: unknown } | null)?.type === CHANGED_MESSAGE && void read();
    navigator.serviceWorker?.addEventListener('message', onMessage);
    window.addEventListener('online', send);
    return () => {
      live = false;
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.removeEventListener('online', send);
    };
  }, [waiting]);

  const link = (form: PendingForm, text: string) => <a href={localizedPath(OFFLINE_FORMS[form].page, locale)}>{text}</a>;
  return (
    <>
      {waiting
        ? (waiting.split(' ') as PendingForm[]).map((form) => (
            <p key={form} className={styles.note} role="status" data-testid="kept-submission">
              {texts[PENDING_TEXT[form]]} {texts.pendingSendsItself} {link(form, texts[OPEN_TEXT[form]])}
            </p>
          ))
        : null}
      {outcomes.map((outcome) => (
        <p key={outcome.form} className={styles.note} role="status" data-testid="kept-submission">
          {outcome.sent ? sentText(outcome, texts) : texts.refused.replace('{message}', outcome.message ?? '')}{' '}
          {outcome.sent && outcome.form === 'admission'
            ? <a href={localizedPath(ROUTES.admission, locale)}>{texts.seeReceipt}</a>
            : outcome.sent
              ? null
              : link(outcome.form, texts[OPEN_TEXT[outcome.form]])}
        </p>
      ))}
    </>
  );
}

function sentText(outcome: Outcome, texts: KeptSubmissionsTexts): string {
  if (outcome.form !== 'admission') return texts[SENT_TEXT[outcome.form]];
  return outcome.reference ? texts.sentApplication.replace('{reference}', outcome.reference) : texts.sentApplicationNoReference;
}
