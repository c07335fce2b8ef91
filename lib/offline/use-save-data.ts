'use client';

import { useSyncExternalStore } from 'react';

type Connection = { saveData?: boolean; addEventListener?: (type: 'change', listener: () => void) => void; removeEventListener?: (type: 'change', listener: () => void) => void };
const connection = (): Connection | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection);

function subscribe(onChange: () => void) {
  connection()?.addEventListener?.('change', onChange);
  return () => connection()?.removeEventListener?.('change', onChange);
}

/**
 * Whether the browser asks to save data (navigator.connection.saveData, the Save-Data setting):
 * then what is only decoration is left out (issue 47). Read in the browser only: the pages are
 * prerendered and shared, so the Save-Data request header cannot change them. False on the server.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  );
}
