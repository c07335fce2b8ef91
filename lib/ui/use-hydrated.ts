'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after. A control
 * that needs script renders its no-script form (a plain link) until then, so a tap that comes
 * before the page's script has run still goes somewhere useful instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
