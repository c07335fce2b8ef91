'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from '@/lib/i18n/locale-context';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { ROUTES } from '@/lib/site/routes';
import { savedAtOf } from '@/lib/offline/saved-copy';
import { PENDING_FORMS_EVENT, pendingSince } from '@/lib/offline/pending-forms';
import { registerServiceWorker } from '@/lib/offline/register';
import styles from './offline-note.module.css';

export type OfflineNoteTexts = {
  /** "You are offline: this copy was saved on {when}." */
  savedCopy: string;
  pendingApplication: string;
  pendingOpenForm: string;
  pendingHere: string;
};

/** The address the document was loaded at: a saved copy is of that page only. */
const loadedPath = typeof window === 'undefined' ? null : window.location.pathname;
/** When the waiting application was kept, as the page was opened (read once). */
let pendingAtLoad: number | null | undefined;
const noSubscription = () => () => {};
function subscribePending(onChange: () => void) {
  window.addEventListener(PENDING_FORMS_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PENDING_FORMS_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
function pendingNow(): number | null {
  pendingAtLoad ??= pendingSince('admission');
  return pendingSince('admission');
}

/**
 * Registers the service worker once the page has loaded, and says when the page shown is a copy
 * saved on the device (the worker marks it: lib/offline/saved-copy.ts) and when an application
 * kept offline is still waiting (lib/offline/pending-forms.ts). The prerendered page is the same
 * for everyone: both are read here, in the browser.
 */
export function OfflineNote({ texts }: { texts: OfflineNoteTexts }) {
  const locale = useLocale();
  const pathname = usePathname();
  useEffect(() => registerServiceWorker(), []);
  // Both are read in the browser after hydration (the server's snapshot is null).
  const savedAt = useSyncExternalStore(noSubscription, () => savedAtOf(document), () => null);
  const pending = useSyncExternalStore(subscribePending, pendingNow, () => null);

  const onAdmission = splitLocale(pathname).path === ROUTES.admission;
  // On the form, only what an earlier visit left: once kept again, the form says what happens.
  const showPending = pending !== null && (!onAdmission || pending === pendingAtLoad);
  // A page reached later in the browser came from the network.
  const when = savedAt !== null && loadedPath === pathname ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short' }).format(savedAt) : null;
  return (
    <>
      {when ? (
        <p className={styles.note} role="status" data-testid="offline-note">
          {texts.savedCopy.replace('{when}', when)}
        </p>
      ) : null}
      {/* On the form itself the application shows its own state once it is being kept. */}
      {showPending ? (
        <p className={styles.note} role="status" data-testid="pending-application">
          {texts.pendingApplication}{' '}
          {onAdmission ? texts.pendingHere : <a href={localizedPath(ROUTES.admission, locale)}>{texts.pendingOpenForm}</a>}
        </p>
      ) : null}
    </>
  );
}
