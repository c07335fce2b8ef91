/**
 * The gallery's state rules (spec section 4): tabs for top performers, success stories and (when
 * there are any) video stories; a department filter of 'All Departments' plus the departments in
 * the current tab's list; 6 cards a page. Changing the tab resets the page and the filter;
 * changing the filter resets the page. The query string carries the same state.
 */
import { clampPage, pageCount, pageRange, pageSlice, parsePage } from './pagination';
import { resolveDepartment, type DepartmentAliases } from './department-aliases';

/** Spec section 9: gallery page size. */
export const GALLERY_PAGE_SIZE = 6;

export const GALLERY_TABS = ['top-performers', 'success-stories', 'video-stories'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];

export interface GalleryState {
  tab: GalleryTab;
  /** The department filter; '' is 'All Departments'. */
  department: string;
  page: number;
}

/**
 * The tabs to show: the videos tab only when there are video stories. The spec's original has
 * that tab in its logic but no button for it; the stories are content the institute publishes
 * (/video_success_stories_student), so here the tab is reachable whenever there are some.
 */
export function availableTabs(videoCount: number): GalleryTab[] {
  return videoCount > 0 ? [...GALLERY_TABS] : GALLERY_TABS.filter((tab) => tab !== 'video-stories');
}

export function initialGalleryState(tabs: readonly GalleryTab[]): GalleryState {
  return { tab: tabs[0] ?? 'top-performers', department: '', page: 1 };
}

/** Another tab starts on its first page with all departments; choosing the current tab changes nothing. */
export function selectTab(state: GalleryState, tab: GalleryTab): GalleryState {
  return tab === state.tab ? state : { tab, department: '', page: 1 };
}

/** Another department starts on the first page. */
export function selectDepartment(state: GalleryState, department: string): GalleryState {
  return department === state.department ? state : { ...state, department, page: 1 };
}

/** Another page, kept between the first and the last. */
export function selectPage(state: GalleryState, page: number, count: number): GalleryState {
  return { ...state, page: clampPage(page, count) };
}

/** The distinct departments of a list, in alphabetical order for the page's language. */
export function departmentsOf(items: readonly { department: string }[], locale = 'en'): string[] {
  const names = new Set(items.map((item) => item.department.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, locale));
}

/**
 * A tab's list as the gallery island takes it, with its departments already sorted: on the
 * server, because sorting by language creates a collator, tens of milliseconds on a phone the
 * first time, and the island would do it while hydrating.
 */
export function galleryList<T extends { department: string }>(items: T[], locale: string) {
  return { ok: true as const, items, departments: departmentsOf(items, locale) };
}

/** The filter's options: the list's sorted departments, plus a chosen one the list lacks (from a shared link). */
export function departmentOptions(departments: readonly string[], chosen: string, locale = 'en'): string[] {
  return chosen && !departments.includes(chosen)
    ? [...departments, chosen].sort((a, b) => a.localeCompare(b, locale))
    : [...departments];
}

export function filterByDepartment<T extends { department: string }>(items: readonly T[], department: string): T[] {
  if (!department) return [...items];
  return items.filter((item) => item.department.trim() === department);
}

export interface GalleryView<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based positions for 'Showing X-Y of N results'. */
  from: number;
  to: number;
  total: number;
}

/** What the current tab shows: filtered by department, then the clamped page. */
export function galleryView<T extends { department: string }>(
  items: readonly T[],
  state: GalleryState,
  pageSize: number = GALLERY_PAGE_SIZE,
): GalleryView<T> {
  const matching = filterByDepartment(items, state.department);
  const count = pageCount(matching.length, pageSize);
  const page = clampPage(state.page, count);
  const { from, to, total } = pageRange(page, pageSize, matching.length);
  return { items: pageSlice(matching, page, pageSize), page, pageCount: count, from, to, total };
}

/**
 * The state from a query string (?tab=success-stories&dept=...&page=2); unknown values fall back.
 * A department named in the other language (after the language switch) is read as this language's.
 */
export function parseGalleryQuery(
  params: Pick<URLSearchParams, 'get'>,
  tabs: readonly GalleryTab[],
  aliases: DepartmentAliases = {},
): GalleryState {
  const fallback = initialGalleryState(tabs);
  const tab = tabs.find((t) => t === params.get('tab')) ?? fallback.tab;
  return { tab, department: resolveDepartment(params.get('dept'), aliases), page: parsePage(params.get('page')) };
}

/** The query string of a state, leaving out defaults. */
export function galleryQueryString(state: GalleryState, tabs: readonly GalleryTab[]): string {
  const params = new URLSearchParams();
  if (state.tab !== initialGalleryState(tabs).tab) params.set('tab', state.tab);
  if (state.department) params.set('dept', state.department);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
