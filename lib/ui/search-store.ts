'use client';

import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/**
 * Whether the site search overlay is open. The desktop search button and the mobile
 * menu's search button live in different islands, so the state sits in this tiny store.
 */
let open = false;
const { subscribe, emit } = createListeners();

export function setSearchOpen(next: boolean) {
  if (open === next) return;
  open = next;
  emit();
}

/** Whether the search is open now, for code outside React's render (effect clean-ups). */
export function isSearchOpen(): boolean {
  return open;
}

/**
 * What the visitor typed in the search box before the overlay's code had arrived (it is fetched
 * on the first opening); the overlay starts from it, so no letter typed on a slow network is lost.
 */
let draft = '';

export function setSearchDraft(value: string) {
  if (draft === value) return;
  draft = value;
  emit();
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The draft typed into the loading frame, read like a store so a letter typed while the overlay renders is not missed. */
export function useSearchDraft(): string {
  return useSyncExternalStore(
    subscribe,
    () => draft,
    () => '',
  );
}
