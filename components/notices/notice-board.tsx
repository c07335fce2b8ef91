'use client';

import { useCallback, useId, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { isNew } from '@/lib/lists/badges';
import { FileTag } from '@/components/lists/file-tag';
import { EnglishOnlyTag, type EnglishOnlyLabels } from '@/components/lists/english-only-tag';
import type { DocumentLanguage } from '@/lib/institute/types';
import {
  DEFAULT_NOTICE_QUERY,
  earlyNoticeQuery,
  noticeQueryString,
  noticeView,
  NOTICES_PER_PAGE,
  parseNoticeQuery,
  type NoticeSort,
} from '@/lib/lists/notices';
import { pageRange } from '@/lib/lists/pagination';
import { showingLine, type ShowingTemplates } from '@/lib/lists/showing-line';
import { ErrorBanner } from '@/components/lists/error-banner';
import { PaginationNav, type PaginationLabels } from '@/components/lists/pagination-nav';
import { Spinner } from '@/components/lists/spinner';
import { scrollToListTop, useListFocusKept, useUrlState } from '@/components/lists/use-url-state';
import { NoticeText } from '@/components/ui/notice-text';
import styles from './notice-board.module.css';
import { NewTabLink } from '@/components/lists/new-tab-link';
import { CloseIcon } from '@/components/layout/icons';

export type NoticeItem = {
  id: number;
  title: string;
  publicDate: string | null;
  /** The date as the page writes it ('Jan 5, 2025'; Bengali on Bengali pages). */
  dateLabel: string;
  url: string | null;
  /** The language of the document at `url`; absent, like an unmarked one, is English. */
  urlLanguage?: DocumentLanguage;
};

export type NoticeBoardLabels = {
  search: string;
  searchPlaceholder: string;
  sort: string;
  newest: string;
  oldest: string;
  refresh: string;
  loading: string;
  error: string;
  emptySearch: string;
  emptyAll: string;
  clearSearch: string;
  /** The clear button inside the search box. */
  clearBox: string;
  newBadge: string;
  opensInNewTab: string;
  /** 'PDF', beside a notice whose link opens one. */
  pdf: string;
  /** 'Showing {from}-{to} of {total} notices', 'Showing 1 notice' */
  showing: ShowingTemplates;
  pagination: PaginationLabels;
};

export type NoticeBoardProps = {
  locale: Locale;
  /** The page the server draws: 1, or a later one at its own address (lib/lists/prerendered-pages.ts). */
  page?: number;
  notices: NoticeItem[];
  /** Today in Dhaka (YYYY-MM-DD), from the server. */
  today: string;
  /** The server could not read the notices. */
  failed: boolean;
  labels: NoticeBoardLabels;
  /** Bengali pages only: 'ইংরেজিতে' beside a notice whose PDF exists only in English. */
  englishOnly?: EnglishOnlyLabels;
};

type Status = { loading: boolean; failed: boolean };

const parse = (params: URLSearchParams) => parseNoticeQuery(params);

/**
 * Search, sort, refresh and pages over the notices the server sent (spec sections 2 and 4).
 * Prerendered with the default search and sort, on `page`; after hydration it follows the query
 * string (?q=&sort=oldest&page=2).
 */
export function NoticeBoard({
  locale,
  page: initialPage = 1,
  notices: initialNotices,
  today: initialToday,
  failed: initialFailed,
  labels,
  englishOnly,
}: NoticeBoardProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const [query, setQuery, synced] = useUrlState({ ...DEFAULT_NOTICE_QUERY, page: initialPage }, parse, noticeQueryString, (fromUrl) =>
    // A box that no longer holds the prerendered default was typed in or changed before hydration.
    earlyNoticeQuery(fromUrl, searchRef.current?.value, sortRef.current?.value),
  );
  const [data, setData] = useState({ notices: initialNotices, today: initialToday });
  const [status, setStatus] = useState<Status>({ loading: false, failed: initialFailed });
  // What a refresh found, said once: the list and its count line are drawn anew after the spinner,
  // and a live region that appears already holding its text is not announced. Kept only while the
  // list is the one it speaks of: after a search, a sort or another page it would sit, stale, beside
  // the count line.
  const [refreshed, setRefreshed] = useState({ text: '', forQuery: '' });
  const rootRef = useRef<HTMLDivElement>(null);
  useListFocusKept(rootRef);
  const id = useId();

  const view = noticeView(data.notices, query);
  const range = pageRange(view.page, NOTICES_PER_PAGE, view.total);

  const goToPage = useCallback(
    (page: number) => {
      setQuery({ ...query, page }, 'push');
      scrollToListTop(rootRef.current);
    },
    [query, setQuery],
  );

  async function refresh() {
    // Pressed again while loading: the one request on its way will do.
    if (status.loading) return;
    setQuery({ ...query, page: 1 }, 'replace');
    setStatus({ loading: true, failed: false });
    setRefreshed({ text: '', forQuery: '' });
    try {
      const response = await fetch(`/api/notices?lang=${locale}`, {
        cache: 'no-cache',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { notices?: unknown; today?: unknown };
      if (!Array.isArray(body.notices) || typeof body.today !== 'string') throw new Error('unexpected answer');
      const notices = body.notices as NoticeItem[];
      setData({ notices, today: body.today });
      setStatus({ loading: false, failed: false });
      const next = noticeView(notices, { ...query, page: 1 });
      setRefreshed({
        text:
          next.total > 0
            ? showingLine(labels.showing, pageRange(1, NOTICES_PER_PAGE, next.total), locale)
            : notices.length > 0
              ? labels.emptySearch
              : labels.emptyAll,
        forQuery: noticeQueryString({ ...query, page: 1 }),
      });
    } catch (error) {
      console.error('[notices] refresh failed', error);
      setStatus({ loading: false, failed: true });
    }
  }

  const hasNotices = data.notices.length > 0;

  return (
    // data-ready: the board now follows the address's query string (not only the prerendered default).
    <div ref={rootRef} className={styles.board} aria-busy={status.loading} data-ready={synced || undefined}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {labels.search}
          </label>
          <div className={styles.searchBox}>
            <input
              ref={searchRef}
              id={`${id}-q`}
              type="search"
              className={styles.input}
              value={query.q}
              placeholder={labels.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setQuery({ ...query, q: event.target.value, page: 1 }, 'replace')}
            />
            {/* In place of the browser's own clear cross, about 16 px wide: one a thumb can hit. */}
            {query.q ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={labels.clearBox}
                onClick={() => {
                  setQuery({ ...query, q: '', page: 1 }, 'replace');
                  searchRef.current?.focus();
                }}
              >
                <CloseIcon size={18} />
              </button>
            ) : null}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`} className={styles.label}>
            {labels.sort}
          </label>
          <select
            ref={sortRef}
            id={`${id}-sort`}
            className={styles.select}
            value={query.sort}
            onChange={(event) => setQuery({ ...query, sort: event.target.value as NoticeSort, page: 1 }, 'push')}
          >
            <option value="newest">{labels.newest}</option>
            <option value="oldest">{labels.oldest}</option>
          </select>
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds, to the page's top. */}
        <button type="button" className={`button ${styles.refresh}`} onClick={refresh} aria-disabled={status.loading || undefined}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {labels.refresh}
        </button>
      </div>

      <p role="status" className="visually-hidden">
        {refreshed.forQuery === noticeQueryString(query) ? refreshed.text : ''}
      </p>
      {status.failed ? <ErrorBanner title={labels.error} /> : null}

      {status.loading ? (
        <Spinner label={labels.loading} />
      ) : !hasNotices ? (
        status.failed ? null : <NoticeText title={labels.emptyAll} />
      ) : (
        <>
          <p ref={countRef} tabIndex={-1} data-list-start className={styles.count} aria-live="polite">
            {view.total > 0 ? showingLine(labels.showing, { from: range.from, to: range.to, total: range.total }, locale) : ''}
          </p>
          {/* Always there, so a screen reader announces "no match" when it appears (the count above falls silent). */}
          <div aria-live="polite">
            {view.total === 0 ? (
              <NoticeText title={labels.emptySearch}>
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => {
                    setQuery({ ...query, q: '', page: 1 }, 'replace');
                    // The button goes with the message: the focus goes to the count above the list
                    // that is back (not into the search box, which would raise a phone's keyboard over it).
                    countRef.current?.focus();
                  }}
                >
                  {labels.clearSearch}
                </button>
              </NoticeText>
            ) : null}
          </div>
          {view.total === 0 ? null : (
            <ul className={styles.list}>
              {view.items.map((notice) => (
                <li key={notice.id}>
                  <NoticeCard notice={notice} fresh={isNew(notice.publicDate, data.today)} labels={labels} englishOnly={englishOnly} />
                </li>
              ))}
            </ul>
          )}
          <PaginationNav
            page={view.page}
            pageCount={view.pageCount}
            onChange={goToPage}
            hrefFor={(page) => `?${noticeQueryString({ ...query, page })}`}
            labels={labels.pagination}
            locale={locale}
          />
        </>
      )}
    </div>
  );
}

function NoticeCard({
  notice,
  fresh,
  labels,
  englishOnly,
}: {
  notice: NoticeItem;
  fresh: boolean;
  labels: NoticeBoardLabels;
  englishOnly: EnglishOnlyLabels | undefined;
}) {
  const body = (
    <>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <path d="M7 3h7l5 5v13H7z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M14 3v5h5M10 13h6M10 17h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{notice.title}</span>
        <span className={styles.meta}>
          {notice.dateLabel ? <time dateTime={notice.publicDate ?? undefined}>{notice.dateLabel}</time> : null}
          {fresh ? <span className={styles.badge}>{labels.newBadge}</span> : null}
          {notice.url ? <FileTag href={notice.url} label={labels.pdf} /> : null}
          {notice.url ? <EnglishOnlyTag language={notice.urlLanguage} labels={englishOnly} /> : null}
        </span>
      </span>
    </>
  );
  if (!notice.url) return <div className={styles.card}>{body}</div>;
  return (
    <NewTabLink href={notice.url} className={`${styles.card} ${styles.link}`} newTabLabel={labels.opensInNewTab}>
      {body}
    </NewTabLink>
  );
}
