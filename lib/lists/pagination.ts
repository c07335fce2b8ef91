import { toAsciiDigits } from '@/lib/format/digits';
import { withoutTrailingPunctuation } from '@/lib/format/text';

/**
 * The pagination model every list shares (notices, jobs, gallery): how many pages, which page
 * is current, and which page buttons to show. Pure, so the rules are tested without a browser.
 */

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'before' | 'after' };

/** Pages needed for `total` items, at least 1 so an empty list still has a page to be on. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` kept between 1 and `count`; anything unreadable is page 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(count, 1));
}

/**
 * A page number from a query string value (`?page=2`, or `?page=২` typed on a Bengali keyboard,
 * or `?page=2.` copied with the sentence's full stop); 1 when missing or not a whole number.
 */
export function parsePage(value: string | null | undefined): number {
  const digits = toAsciiDigits(withoutTrailingPunctuation(value?.trim() ?? ''));
  if (!/^\d{1,6}$/.test(digits)) return 1;
  return Math.max(Number(digits), 1);
}

/** The items on `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The 1-based positions shown on `page`, for 'Showing X-Y of N'; from is 0 for an empty list. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(page * pageSize, total), total };
}

/**
 * The buttons between Previous and Next: the first page, the current page's neighbours, the last
 * page, and an ellipsis wherever pages are left out. A gap of a single page shows that page
 * instead, since an ellipsis would take the same room. Nothing when there is only one page.
 */
export function pageItems(current: number, count: number, neighbours = 1): PageItem[] {
  if (count <= 1) return [];
  const page = clampPage(current, count);
  const start = Math.max(2, page - neighbours);
  const end = Math.min(count - 1, page + neighbours);
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (start === 3) items.push({ kind: 'page', page: 2 });
  else if (start > 3) items.push({ kind: 'ellipsis', key: 'before' });
  for (let n = start; n <= end; n += 1) items.push({ kind: 'page', page: n });
  if (end === count - 2) items.push({ kind: 'page', page: count - 1 });
  else if (end < count - 2) items.push({ kind: 'ellipsis', key: 'after' });
  items.push({ kind: 'page', page: count });
  return items;
}
