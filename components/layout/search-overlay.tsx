'use client';

import { useEffect, useRef, useState } from 'react';
import { setSearchOpen, useSearchOpen } from '@/lib/ui/search-store';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { trapTab } from '@/lib/ui/focus-trap';
import styles from './search-overlay.module.css';

type Props = { labels: { title: string; label: string; placeholder: string; close: string } };

/** The site search overlay: opened from the header or the mobile menu; Escape or an outside click closes it. */
export function SearchOverlay({ labels }: Props) {
  const open = useSearchOpen();
  const [query, setQuery] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
      else if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocus.current?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return (
    <div className={styles.backdrop} onPointerDown={(e) => e.target === e.currentTarget && setSearchOpen(false)}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={labels.title} className={styles.dialog}>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="site-search-input" className="visually-hidden">
            {labels.label}
          </label>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            id="site-search-input"
            type="search"
            className={styles.input}
            placeholder={labels.placeholder}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setSearchOpen(false)}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
      </div>
    </div>
  );
}
