'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { localNumber } from '@/lib/format/number';
import { searchPages, type SearchEntry } from '@/lib/search/site-search';
import { useSearchIndex } from '@/lib/search/use-search-index';
import { setSearchOpen, useSearchOpen } from '@/lib/ui/search-store';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { trapTab } from '@/lib/ui/focus-trap';
import { CloseIcon, SearchIcon } from './icons';
import styles from './search-overlay.module.css';
import parts from './search-parts.module.css';
import type { Locale } from '@/lib/i18n/routing';

export type SearchLabels = {
  title: string;
  label: string;
  placeholder: string;
  close: string;
  /** Contains `{count}`; the number arrives already formatted for the locale. */
  resultsCount: string;
  /** The count line for a single result (English says "result", not "results"). */
  resultsCountOne: string;
  /** Contains `{query}`. */
  noResults: string;
  tryDifferent: string;
  popular: string;
  resultsLabel: string;
  hint: string;
  loading: string;
  loadFailed: string;
};

export type SearchOverlayProps = {
  /** Where the page list of the visitor's language is fetched from, when the overlay first opens. */
  indexUrl: string;
  /** The spec's popular searches, in the visitor's language; choosing one searches for it. */
  popular: string[];
  labels: SearchLabels;
  /** Formats a count in the page's digits (Bengali digits on Bengali pages). */
  locale: Locale;
};

const NO_ENTRIES: SearchEntry[] = [];

/** The site search overlay: opened from the header or the mobile menu; Escape or an outside click closes it. */
export function SearchOverlay({ indexUrl, popular, labels, locale }: SearchOverlayProps) {
  const open = useSearchOpen();
  const [query, setQuery] = useState('');
  const index = useSearchIndex(indexUrl, open);
  // Enter pressed before the list arrived: the first result opens as soon as it does.
  const enterPending = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const router = useRouter();
  const entries = index.status === 'ready' ? index.entries : NO_ENTRIES;
  const results = useMemo(() => searchPages(entries, query), [entries, query]);

  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
      else if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocus?.focus?.();
    };
  }, [open]);

  function go(entry: SearchEntry) {
    setSearchOpen(false);
    setQuery('');
    router.push(entry.path);
  }

  const openFirstResult = useEffectEvent(() => {
    if (results[0]) go(results[0]);
  });
  useEffect(() => {
    if (index.status === 'loading' || !enterPending.current) return;
    enterPending.current = false;
    openFirstResult();
  }, [index.status]);

  if (!open) return null;

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && index.status === 'loading') {
      event.preventDefault();
      enterPending.current = true;
    } else if (event.key === 'Enter' && results[0]) {
      event.preventDefault();
      go(results[0]);
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  const count = localNumber(results.length, locale);
  const trimmed = query.trim();

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
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} aria-label={labels.close} onClick={() => setSearchOpen(false)}>
            <CloseIcon size={20} />
          </button>
        </form>
        <p id="site-search-hint" className="visually-hidden">
          {labels.hint}
        </p>

        <div className={styles.body}>
          {trimmed === '' ? (
            <div>
              <h2 className={styles.subtitle}>{labels.popular}</h2>
              <ul className={parts.chips}>
                {popular.map((term) => (
                  <li key={term}>
                    <button
                      type="button"
                      className={parts.chip}
                      onClick={() => {
                        setQuery(term);
                        inputRef.current?.focus();
                      }}
                    >
                      {term}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <p role="status" className={trimmed && (results.length || index.status !== 'ready') ? styles.count : 'visually-hidden'}>
            {!trimmed ? '' : index.status === 'loading' ? labels.loading : index.status === 'failed' ? labels.loadFailed : results.length === 1 ? labels.resultsCountOne : results.length ? labels.resultsCount.replace('{count}', count) : ''}
          </p>

          {trimmed && index.status === 'ready' && results.length === 0 ? (
            <div className={parts.empty}>
              <p className={parts.emptyTitle}>{labels.noResults.replace('{query}', trimmed)}</p>
              <p>{labels.tryDifferent}</p>
            </div>
          ) : null}

          {results.length > 0 ? (
            <ul ref={listRef} className={styles.results} aria-label={labels.resultsLabel} onKeyDown={onListKeyDown}>
              {results.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={entry.path}
                    className={styles.result}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      go(entry);
                    }}
                  >
                    <span className={styles.resultTitle}>{entry.title}</span>
                    <span className={styles.resultMeta}>
                      <span className={styles.category}>{entry.category}</span>
                      <span dir="ltr">{entry.path}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
