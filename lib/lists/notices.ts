/**
 * The notice board's rules (spec section 4): a case-insensitive substring search on the title,
 * then a sort by public date (a missing date counts as oldest), newest first by default, then
 * 20 notices a page. The query string carries the same state (?q=&sort=oldest&page=2).
 */
import type { Notice } from '@/lib/institute/types';
import { toAsciiDigits } from '@/lib/format/digits';
import { clampPage, pageCount, pageSlice, parsePage } from './pagination';

/** Spec section 9: notices per page. */
export const NOTICES_PER_PAGE = 20;

export const NOTICE_SORTS = ['newest', 'oldest'] as const;
export type NoticeSort = (typeof NOTICE_SORTS)[number];

export interface NoticeQuery {
  q: string;
  sort: NoticeSort;
  page: number;
}

export const DEFAULT_NOTICE_QUERY: NoticeQuery = { q: '', sort: 'newest', page: 1 };

/**
 * Lower case and ASCII digits for matching, in both scripts (Bengali has no case; Latin letters in
 * it still match), so '2026' finds a title that writes ২০২৬: phone keyboards type either.
 */
function fold(text: string): string {
  return toAsciiDigits(text.normalize('NFC')).toLocaleLowerCase();
}

/** Notices whose title contains `query`, ignoring case and surrounding spaces; all for an empty query. */
export function filterNotices<T extends Pick<Notice, 'title'>>(notices: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (!needle) return [...notices];
  return notices.filter((notice) => fold(notice.title).includes(needle));
}

/**
 * Notices by public date, newest or oldest first. Dates are YYYY-MM-DD, so text order is date
 * order; a notice without a date is the oldest. Equal dates keep their order from the source.
 */
export function sortNotices<T extends Pick<Notice, 'publicDate'>>(notices: readonly T[], sort: NoticeSort): T[] {
  const direction = sort === 'newest' ? -1 : 1;
  return notices
    .map((notice, index) => ({ notice, index }))
    .sort((a, b) => {
      const x = a.notice.publicDate;
      const y = b.notice.publicDate;
      if (x !== y) {
        if (x === null) return -direction;
        if (y === null) return direction;
        return x < y ? -direction : direction;
      }
      return a.index - b.index;
    })
    .map(({ notice }) => notice);
}

export interface NoticeView<T> {
  /** The notices on the current page. */
  items: T[];
  /** How many notices match the search. */
  total: number;
  /** The current page, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/** What the board shows for `query`: filter, sort, then the clamped page. */
export function noticeView<T extends Pick<Notice, 'title' | 'publicDate'>>(
  notices: readonly T[],
  query: NoticeQuery,
  pageSize: number = NOTICES_PER_PAGE,
): NoticeView<T> {
  const matching = sortNotices(filterNotices(notices, query.q), query.sort);
  const count = pageCount(matching.length, pageSize);
  const page = clampPage(query.page, count);
  return { items: pageSlice(matching, page, pageSize), total: matching.length, page, pageCount: count };
}

/**
 * The query to start from at hydration: the address's, except where the search box or the sort
 * menu no longer holds the prerendered default (the visitor typed or chose before the script ran).
 */
export function earlyNoticeQuery(fromUrl: NoticeQuery, typed: string | undefined, sort: string | undefined): NoticeQuery {
  const q = typed !== undefined && typed !== DEFAULT_NOTICE_QUERY.q ? typed : null;
  const known = NOTICE_SORTS.find((option) => option === sort);
  const chosen = known && known !== DEFAULT_NOTICE_QUERY.sort ? known : null;
  if (q === null && chosen === null) return fromUrl;
  return { q: q ?? fromUrl.q, sort: chosen ?? fromUrl.sort, page: 1 };
}

/** The board's state from a query string; anything unknown falls back to the default. */
export function parseNoticeQuery(params: Pick<URLSearchParams, 'get'>): NoticeQuery {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: sort === 'oldest' ? 'oldest' : 'newest',
    page: parsePage(params.get('page')),
  };
}

/** The query string of a state, leaving out defaults so the plain URL stays /notice. */
export function noticeQueryString(query: NoticeQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
