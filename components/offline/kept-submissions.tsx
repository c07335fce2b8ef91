'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/lib/i18n/locale-context';
import { localizedPath } from '@/lib/i18n/paths';
import type { Outcome } from '@/lib/offline/outbox';
import { OFFLINE_FORMS, PENDING_FORMS_EVENT, PENDING_FORM_NAMES, claimedHere, pendingSince, type PendingForm } from '@/lib/offline/pending-forms';
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
 * Submissions kept on the device while offline (issue 47), on every page: those still waiting
 * (the worker is asked to send them when online), and what came of those the worker sent while no
 * page was open. A form that handles its own on this page (claimHere) is left to it. Nothing is
 * read from IndexedDB unless localStorage says something waits.
 */
export function KeptSubmissions({ texts }: { texts: KeptSubmissionsTexts }) {
  const locale = useLocale();
  const waiting = useSyncExternalStore(subscribe, waitingHere, () => '');
  const waitingForms = (waiting ? waiting.split(' ') : []) as PendingForm[];
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    let stop = () => {};
    const start = () =>
      import('@/lib/offline/kept-outcomes')
        .then(({ takeUpOutcomes, askWorkerToSend, onWorkerAnswer }) => {
          if (!live) return;
          const read = () =>
            takeUpOutcomes(waiting.split(' ') as PendingForm[], (outcome) => setOutcomes((shown) => [...shown.filter((o) => o.form !== outcome.form), outcome]));
          const send = () => navigator.onLine && askWorkerToSend();
          void read().then(send);
          const unsubscribe = onWorkerAnswer(() => void read());
          window.addEventListener('online', send);
          stop = () => {
            unsubscribe();
            window.removeEventListener('online', send);
          };
        })
        .catch(() => {
          // Offline, and never fetched before: the waiting note stands, and it is loaded once online.
          if (!live) return;
          window.addEventListener('online', retry, { once: true });
          stop = () => window.removeEventListener('online', retry);
        });
    const retry = () => void start();
    void start();
    return () => {
      live = false;
      stop();
    };
  }, [waiting]);

  const link = (form: PendingForm, text: string) => <a href={localizedPath(OFFLINE_FORMS[form].page, locale)}>{text}</a>;
  return (
    <>
      {waitingForms.map((form) => (
        <p key={form} className={styles.note} role="status" data-testid="kept-submission">
          {texts[PENDING_TEXT[form]]} {texts.pendingSendsItself} {link(form, texts[OPEN_TEXT[form]])}
        </p>
      ))}
      {outcomes.map((outcome) => (
        <p key={outcome.form} className={styles.note} role="status" data-testid="kept-submission">
          {outcome.sent ? sentText(outcome, texts) : texts.refused.replace('{message}', outcome.message ?? '')}{' '}
          {/* Sent: an application's receipt is on its form's page; refused: the form, to mend it. */}
          {outcome.sent ? (outcome.form === 'admission' ? link('admission', texts.seeReceipt) : null) : link(outcome.form, texts[OPEN_TEXT[outcome.form]])}
        </p>
      ))}
    </>
  );
}

function sentText(outcome: Outcome, texts: KeptSubmissionsTexts): string {
  if (outcome.form !== 'admission') return texts[SENT_TEXT[outcome.form]];
  return outcome.reference ? texts.sentApplication.replace('{reference}', outcome.reference) : texts.sentApplicationNoReference;
}
