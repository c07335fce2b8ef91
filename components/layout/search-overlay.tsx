'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { localNumber } from '@/lib/format/number';
import { searchPages, suggestQuery, type SearchEntry } from '@/lib/search/site-search';
import { useSearchIndex } from '@/lib/search/use-search-index';
import { onPlainClick } from '@/lib/ui/modified-click';
import { setSearchOpen, useSearchDraft, useSearchOpen } from '@/lib/ui/search-store';
import { SearchDialog, useSearchDialog } from './search-dialog';
import { NoResults, PopularSearches, type TermAction } from './search-empty';
import styles from './search-overlay.module.css';
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
  /** Contains `{term}`: the nearest title or keyword, offered when nothing is found. */
  didYouMean: string;
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
  // Until the visitor edits it here, the query is what they typed into the loading frame
  // (search-overlay-loader.tsx), read as a store: a letter typed while this rendered is kept.
  const draft = useSearchDraft();
  const [edited, setQuery] = useState<string | null>(null);
  const query = edited ?? draft;
  // Bumped when the visitor tries again after the list failed to load: typing, or Enter.
  const [attempt, setAttempt] = useState(0);
  const index = useSearchIndex(indexUrl, open, attempt);
  const retryIfFailed = () => {
    if (index.status === 'failed') setAttempt((n) => n + 1);
  };
  // Enter pressed before the list arrived: the first result opens as soon as it does.
  const enterPending = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const router = useRouter();
  const entries = index.status === 'ready' ? index.entries : NO_ENTRIES;
  const results = useMemo(() => searchPages(entries, query), [entries, query]);
  const suggestion = useMemo(() => (results.length === 0 ? suggestQuery(entries, query) : null), [entries, query, results]);

  useSearchDialog(open, dialogRef, inputRef);

  function go(entry: SearchEntry) {
    setSearchOpen(false);
    setQuery('');
    router.push(entry.path);
  }

  const openFirstResult = useEffectEvent(() => {
    if (results[0]) go(results[0]);
  });
  // Any answer settles a pending Enter, a failed one too (each answer is a new object): a later
  // list must not open a page the visitor no longer asked for.
  useEffect(() => {
    if (index.status === 'loading' || !enterPending.current) return;
    enterPending.current = false;
    openFirstResult();
  }, [index]);

  if (!open) return null;

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && index.status !== 'ready') {
      event.preventDefault();
      enterPending.current = true;
      retryIfFailed();
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

  function onQueryChange(next: string) {
    setQuery(next);
    retryIfFailed();
  }

  const count = localNumber(results.length, locale);
  const trimmed = query.trim();
  const nothingFound = trimmed !== '' && index.status === 'ready' && results.length === 0;
  // A popular search or the suggestion searches for it here, and the box keeps focus for the next try.
  const pick: TermAction = {
    onPick: (term) => {
      onQueryChange(term);
      inputRef.current?.focus();
    },
  };
  const popularSearches = (
    <PopularSearches heading={labels.popular} headingId="site-search-popular" headingClassName={styles.subtitle} terms={popular} action={pick} />
  );

  return (
    <SearchDialog labels={labels} dialogRef={dialogRef} inputRef={inputRef} query={query} onQueryChange={onQueryChange} onInputKeyDown={onInputKeyDown}>
      <div className={styles.body}>
        {trimmed === '' ? popularSearches : null}

        <p role="status" className={trimmed && (results.length || index.status !== 'ready') ? styles.count : 'visually-hidden'}>
          {!trimmed ? '' : index.status === 'loading' ? labels.loading : index.status === 'failed' ? labels.loadFailed : results.length === 1 ? labels.resultsCountOne : results.length ? labels.resultsCount.replace('{count}', count) : ''}
        </p>

        {/* Always there, so a screen reader announces "no results", and the suggestion, when they appear (the status above falls silent). */}
        <div aria-live="polite">
          {nothingFound ? (
            <NoResults
              title={labels.noResults.replace('{query}', trimmed)}
              tryDifferent={labels.tryDifferent}
              didYouMean={labels.didYouMean}
              suggestion={suggestion}
              action={pick}
            />
          ) : null}
        </div>
        {/* Outside the live region: the list is not read out at every key. */}
        {nothingFound ? popularSearches : null}

        {results.length > 0 ? (
          <ul ref={listRef} className={styles.results} aria-label={labels.resultsLabel} onKeyDown={onListKeyDown}>
            {results.map((entry) => (
              <li key={entry.id}>
                <a
                  href={entry.path}
                  className={styles.result}
                  onClick={onPlainClick(() => go(entry))}
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
    </SearchDialog>
  );
}
