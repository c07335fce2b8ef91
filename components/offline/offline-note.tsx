'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale } from '@/lib/i18n/locale-context';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';
import { savedAtOf } from '@/lib/offline/saved-copy';
import { registerServiceWorker } from '@/lib/offline/register';
import { markSaveData } from '@/lib/offline/skip-decoration';
import { useSaveData } from '@/lib/offline/use-save-data';
import { KeptSubmissions, type KeptSubmissionsTexts } from './kept-submissions';
import styles from './offline-note.module.css';

export type OfflineNoteTexts = KeptSubmissionsTexts & {
  /** "You are offline: this copy was saved on {when}." */
  savedCopy: string;
};

/** The address the document was loaded at: a saved copy is of that page only. */
const loadedPath = typeof window === 'undefined' ? null : window.location.pathname;
const noSubscription = () => () => {};

/**
 * Registers the service worker once the page has loaded, leaves out decoration when the browser
 * asks to save data, and says when the page shown is a copy saved on the device (the worker marks
 * it: lib/offline/saved-copy.ts) and what became of submissions kept offline (KeptSubmissions).
 * The prerendered page is the same for everyone: all of it is read here, in the browser.
 */
export function OfflineNote({ texts }: { texts: OfflineNoteTexts }) {
  const locale = useLocale();
  const pathname = usePathname();
  useEffect(() => registerServiceWorker(), []);
  // Asked to save data: the decoration of the pages reached from here is not loaded.
  const saveData = useSaveData();
  useEffect(() => markSaveData(saveData), [saveData]);
  // Read in the browser after hydration (the server's snapshot is null).
  const savedAt = useSyncExternalStore(noSubscription, () => savedAtOf(document), () => null);
  // A page reached later in the browser came from the network.
  const when = savedAt !== null && loadedPath === pathname ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short' }).format(savedAt) : null;
  return (
    <>
      {when ? (
        <p className={styles.note} role="status" data-testid="offline-note">
          {texts.savedCopy.replace('{when}', when)}
        </p>
      ) : null}
      <KeptSubmissions texts={texts} />
    </>
  );
}
