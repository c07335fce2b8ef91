'use client';

import { useLinkStatus } from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/**
 * Whether a page the visitor tapped a link to is still on its way. On a slow network the next
 * page takes seconds, and a tap with nothing to show for it gets tapped again; the header's
 * progress bar (components/layout/navigation-progress.tsx) reads this.
 */
let pendingLinks = 0;
const { subscribe, emit } = createListeners();

function change(by: number) {
  pendingLinks += by;
  emit();
}

export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pendingLinks > 0,
    () => false,
  );
}

/**
 * Placed inside a next/link: reports its link's pending navigation to the store. Renders nothing.
 * (Next keeps one link pending at a time: a second tap ends the first one's.)
 */
export function LinkPendingSignal() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    change(1);
    return () => change(-1);
  }, [pending]);
  return null;
}
