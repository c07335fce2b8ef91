'use client';

import { setSearchOpen } from '@/lib/ui/search-store';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import styles from './search-launcher.module.css';

const icon = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The header's search control (desktop). Until the page is interactive it is a link to the search
 * page, so an early click is not lost; then a button that opens <SearchOverlay>.
 */
export function SearchLauncher({ label, searchPageHref }: { label: string; searchPageHref: string }) {
  const { hydrated, linkRef, controlRef } = useLinkUntilHydrated<HTMLButtonElement>();
  if (!hydrated) {
    return (
      <a ref={linkRef} href={searchPageHref} className={styles.button} aria-label={label}>
        {icon}
      </a>
    );
  }
  return (
    <button ref={controlRef} type="button" className={styles.button} aria-label={label} onClick={() => setSearchOpen(true)}>
      {icon}
    </button>
  );
}
