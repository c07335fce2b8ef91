'use client';

import { setSearchOpen } from '@/lib/ui/search-store';
import styles from './search-launcher.module.css';

/** The header's search button (desktop). The overlay itself is <SearchOverlay>. */
export function SearchLauncher({ label }: { label: string }) {
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={() => setSearchOpen(true)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
