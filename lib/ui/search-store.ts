'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the site search overlay is open. The desktop search button and the mobile
 * menu's search button live in different islands, so the state sits in this tiny store.
 */
let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setSearchOpen(next: boolean) {
  if (open === next) return;
  open = next;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
