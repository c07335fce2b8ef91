/**
 * A list's later pages are prerendered too, at an internal address that proxy.ts rewrites `?page=N`
 * to (`/notice?page=2` is drawn by `/{locale}/notice/pages/2`). The HTML then shows the page the
 * address asks for before the page's script has run (a tap on Next, a link before hydration, on a
 * slow phone) and without script, and a search engine reads every item. Only an address whose list
 * state is its page alone: a search, a sort, a tab or a department is still drawn by the list's
 * script, over its first page (decision 0009).
 */
import { ROUTES } from '@/lib/site/routes';
import { clampPage, pageCount, parsePage } from './pagination';

/** Each paged list's route, with the query parameters other than `page` that its script reads. */
const PAGED_LISTS: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.notice]: ['q', 'sort'],
  [ROUTES.careerJobsBoard]: [],
  // The first tab's pages; another tab's are drawn by the script.
  [ROUTES.gallery]: ['tab', 'dept'],
};

/** Pages past this are left to the script: a bound on how many pages Next renders and keeps. */
export const MAX_PRERENDERED_PAGE = 50;

/** The page the address asks the list at `path` (without the locale) for, when the server draws it; else null. */
export function prerenderedPageOf(path: string, params: URLSearchParams): number | null {
  const others = PAGED_LISTS[path];
  if (!others || !params.has('page') || others.some((key) => params.has(key))) return null;
  const page = parsePage(params.get('page'));
  return page >= 2 && page <= MAX_PRERENDERED_PAGE ? page : null;
}

/** The internal route that draws page `page` of the list at `path`: app/[locale]/…/pages/[page]. */
export function prerenderedPagePath(path: string, page: number): string {
  return `${path}/pages/${page}`;
}

/** A `pages/[page]` route's generateStaticParams: page 2 to the list's last page now (page 2 at least). */
export function laterPageParams(total: number, pageSize: number): { page: string }[] {
  const last = Math.min(pageCount(total, pageSize), MAX_PRERENDERED_PAGE);
  return Array.from({ length: Math.max(last - 1, 1) }, (_, index) => ({ page: String(index + 2) }));
}

/**
 * A `pages/[page]` route's page: `asked`, from its segment (the proxy writes only 2 to 50), is the
 * list's state, as the address says it; `shown` is the page drawn, the last one past the end.
 */
export function laterPage(segment: string, total: number, pageSize: number): { asked: number; shown: number } {
  const asked = Math.min(parsePage(segment), MAX_PRERENDERED_PAGE);
  return { asked, shown: clampPage(asked, pageCount(total, pageSize)) };
}
