'use client';

import { setSearchOpen } from '@/lib/ui/search-store';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import { SearchIcon } from './icons';
import styles from './search-launcher.module.css';

const icon = <SearchIcon size={20} />;

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
