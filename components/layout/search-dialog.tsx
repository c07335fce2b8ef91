'use client';

import { useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { isSearchOpen, setSearchOpen } from '@/lib/ui/search-store';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { trapTab } from '@/lib/ui/focus-trap';
import { CloseIcon, SearchIcon } from './icons';
import styles from './search-overlay.module.css';

export type SearchDialogLabels = { title: string; label: string; placeholder: string; close: string; hint: string };

/** Where focus goes back when the search closes; kept across the hand-over from the loading frame to the overlay. */
let returnTo: HTMLElement | null = null;

/**
 * A modal search dialog's behaviour while `open`: page scroll locked, the box focused (an earlier
 * search's words selected), Escape closes, Tab stays inside, and focus returns to where
 * it was when the search closes.
 */
export function useSearchDialog(open: boolean, dialogRef: RefObject<HTMLElement | null>, inputRef: RefObject<HTMLInputElement | null>) {
  useScrollLock(open);
  // A layout effect: when the overlay replaces the loading frame, the frame's box leaves the page
  // in the same commit as the overlay's box arrives. Focused any later, a key pressed in between
  // would go to the page and the letter would be lost.
  useLayoutEffect(() => {
    if (!open) return;
    // Opened now, rather than handed over from the loading frame: what is left in the box from an
    // earlier search is selected, so that typing replaces it ("job", then "electrician", must not
    // search for "jobelectrician"). At the hand-over the caret goes after what was typed in the frame.
    const opening = returnTo === null;
    returnTo ??= document.activeElement as HTMLElement | null;
    const input = inputRef.current;
    input?.focus();
    if (opening) input?.select();
    else input?.setSelectionRange(input.value.length, input.value.length);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
      else if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Still open: the loading frame is giving way to the overlay, which keeps focus in the box.
      if (isSearchOpen()) return;
      const target = returnTo;
      returnTo = null;
      // The opener may be in the sticky header: focusing it must not scroll the page.
      target?.focus?.({ preventScroll: true });
    };
  }, [open, dialogRef, inputRef]);
}

/**
 * The search dialog's frame: the dimmed page, the dialog, and its search box. Both the overlay and
 * the frame shown while the overlay's code loads draw it, so the box is there from the first tap.
 */
export function SearchDialog({
  labels,
  dialogRef,
  inputRef,
  query,
  onQueryChange,
  onInputKeyDown,
  children,
}: {
  labels: SearchDialogLabels;
  dialogRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.backdrop} onPointerDown={(e) => e.target === e.currentTarget && setSearchOpen(false)}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={labels.title} className={styles.dialog}>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="site-search-input" className="visually-hidden">
            {labels.label}
          </label>
          <SearchIcon size={20} className={styles.icon} />
          <input
            ref={inputRef}
            id="site-search-input"
            type="search"
            className={styles.input}
            placeholder={labels.placeholder}
            autoComplete="off"
            aria-describedby="site-search-hint"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setSearchOpen(false)}>
            <CloseIcon size={20} />
          </button>
        </form>
        <p id="site-search-hint" className="visually-hidden">
          {labels.hint}
        </p>
        {children}
      </div>
    </div>
  );
}
