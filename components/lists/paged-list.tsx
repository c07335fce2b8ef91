'use client';

import { useRef, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { clampPage, pageCount, pageRange, pageSlice, parsePage } from '@/lib/lists/pagination';
import { showingLine, type ShowingTemplates } from '@/lib/lists/showing-line';
import { PaginationNav, type PaginationLabels } from './pagination-nav';
import { scrollToListTop, useListFocusKept, useUrlState } from './use-url-state';
import cardGrid from '@/components/lists/card-grid.module.css';
import styles from './paged-list.module.css';

type Props = {
  /** Cards rendered by the server, in order, each with a stable key. */
  items: { key: string | number; node: ReactNode }[];
  pageSize: number;
  /** The page the server draws: 1, or a later one at its own address (lib/lists/prerendered-pages.ts). */
  page?: number;
  locale: Locale;
  /** 'Showing {from}-{to} of {total} jobs', 'Showing 1 job' */
  showing: ShowingTemplates;
  pagination: PaginationLabels;
};

const parse = (params: URLSearchParams) => parsePage(params.get('page'));
const serialize = (page: number) => (page > 1 ? `page=${page}` : '');

/**
 * Pages through server-rendered cards: the island holds the page number, not the cards' code.
 * The page is in the address (`?page=2`), so it can be shared and Back returns to it.
 */
export function PagedList({ items, pageSize, page: initialPage = 1, locale, showing, pagination }: Props) {
  const [requested, setRequested, synced] = useUrlState(initialPage, parse, serialize);
  const rootRef = useRef<HTMLDivElement>(null);
  useListFocusKept(rootRef);
  const count = pageCount(items.length, pageSize);
  const page = clampPage(requested, count);
  const range = pageRange(page, pageSize, items.length);
  return (
    // data-ready: the list now follows the address's query string (not only the prerendered first page).
    <div ref={rootRef} data-ready={synced || undefined}>
      <p tabIndex={-1} data-list-start className={styles.count} aria-live="polite">
        {showingLine(showing, { from: range.from, to: range.to, total: range.total }, locale)}
      </p>
      <ul className={cardGrid.grid}>
        {pageSlice(items, page, pageSize).map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
      <PaginationNav
        page={page}
        pageCount={count}
        locale={locale}
        labels={pagination}
        onChange={(next) => {
          setRequested(clampPage(next, count), 'push');
          scrollToListTop(rootRef.current);
        }}
        hrefFor={(target) => `?${serialize(target)}`}
      />
    </div>
  );
}
