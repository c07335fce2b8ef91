'use client';

import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import {
  departmentOptions,
  galleryQueryString,
  galleryView,
  initialGalleryState,
  parseGalleryQuery,
  selectDepartment,
  selectPage,
  selectTab,
  type GalleryState,
  type GalleryTab,
} from '@/lib/lists/gallery';
import type { DepartmentAliases } from '@/lib/lists/department-aliases';
import { fill } from '@/lib/i18n/fill';
import { showingLine, type ShowingTemplates } from '@/lib/lists/showing-line';
import { ErrorBanner } from '@/components/lists/error-banner';
import { PaginationNav, type PaginationLabels } from '@/components/lists/pagination-nav';
import { scrollToListTop, useListFocusKept, useUrlState } from '@/components/lists/use-url-state';
import { useLinkGroupUntilHydrated } from '@/lib/ui/use-hydrated';
import { NoticeText } from '@/components/ui/notice-text';
import { SuccessStoryCard, TopPerformerCard, VideoStoryCard, type GalleryPerson, type VideoLabels } from './gallery-cards';
import cardGrid from '@/components/lists/card-grid.module.css';
import styles from './gallery.module.css';

/** A tab's people, or its read error; `departments` are sorted on the server (see galleryList). */
export type GalleryList = { ok: true; items: GalleryPerson[]; departments: string[] } | { ok: false; error: string };

export type GalleryLabels = {
  tablist: string;
  tabs: Record<GalleryTab, string>;
  department: string;
  allDepartments: string;
  /** Under a tab's read error. */
  errorHint: string;
  /** 'Showing {from}-{to} of {total} results', 'Showing 1 result' */
  showing: ShowingTemplates;
  /** Per tab: the empty text for all departments, and for one ('{department}'). */
  empty: Record<GalleryTab, { all: string; department: string }>;
  video: VideoLabels;
  pagination: PaginationLabels;
};

export type GalleryBoardProps = {
  locale: Locale;
  /** The first tab's page the server draws: 1, or a later one at its own address (lib/lists/prerendered-pages.ts). */
  page?: number;
  /** The tabs to show, in order (the videos tab only when there are video stories). */
  tabs: GalleryTab[];
  lists: Record<GalleryTab, GalleryList>;
  /** Maps the other language's department names to this language's (for the language switch). */
  aliases?: DepartmentAliases;
  labels: GalleryLabels;
};

/**
 * Top performers, success stories and video stories in ARIA tabs, with a department filter and
 * 6 cards a page (spec sections 2 and 4). The tab, department and page follow the query string.
 */
export function GalleryBoard({ locale, page: initialPage = 1, tabs, lists, aliases = {}, labels }: GalleryBoardProps) {
  const tabsKey = tabs.join(',');
  const aliasesKey = JSON.stringify(aliases);
  const parse = useCallback(
    (params: URLSearchParams) => parseGalleryQuery(params, tabsKey.split(',') as GalleryTab[], JSON.parse(aliasesKey) as DepartmentAliases),
    [tabsKey, aliasesKey],
  );
  const serialize = useCallback((s: GalleryState) => galleryQueryString(s, tabsKey.split(',') as GalleryTab[]), [tabsKey]);
  const departmentRef = useRef<HTMLSelectElement>(null);
  const [state, setState, synced] = useUrlState({ ...initialGalleryState(tabs), page: initialPage }, parse, serialize, (fromUrl) => {
    // A department chosen before hydration was chosen among the prerendered (first) tab's.
    const early = departmentRef.current?.value;
    return early ? selectDepartment(initialGalleryState(tabs), early) : fromUrl;
  });
  const rootRef = useRef<HTMLDivElement>(null);
  useListFocusKept(rootRef);
  const { hydrated, groupRef: tabsRef } = useLinkGroupUntilHydrated<HTMLDivElement>();
  const tabRefs = useRef(new Map<GalleryTab, HTMLButtonElement>());
  const id = useId();

  const list = lists[state.tab];
  const items = list.ok ? list.items : [];
  // A department of this language's gallery (of any tab: a shared link may name one this tab has
  // none of). Any other text in the address shows every department instead of being echoed as one
  // with nothing.
  const known = Object.values(lists).some((l) => l.ok && l.departments.includes(state.department));
  const department = known ? state.department : '';
  const view = galleryView(items, { ...state, department });
  const options = departmentOptions(list.ok ? list.departments : [], department, locale);
  const tabId = (tab: GalleryTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  function chooseTab(tab: GalleryTab, focus = false) {
    setState(selectTab(state, tab), 'push');
    if (focus) tabRefs.current.get(tab)?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(state.tab);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    chooseTab(target, true);
  }

  const empty = labels.empty[state.tab];
  const emptyText = department ? fill(empty.department, { department }, locale) : empty.all;

  return (
    // data-ready: the gallery now follows the address's query string (not only the prerendered default).
    <div ref={rootRef} className={styles.board} data-ready={synced || undefined}>
      <div ref={tabsRef} className={styles.tabs} role="tablist" aria-label={labels.tablist}>
        {tabs.map((tab) => {
          const shared = {
            role: 'tab',
            'data-control': tab,
            id: tabId(tab),
            className: styles.tab,
            'aria-selected': tab === state.tab,
            'aria-controls': panelId,
            tabIndex: tab === state.tab ? 0 : -1,
          } as const;
          // Until the page's script has run, a tab is a link to the gallery on that tab (decision 0009).
          if (!hydrated) {
            return (
              <a key={tab} href={`?${serialize(selectTab(state, tab))}`} {...shared}>
                {labels.tabs[tab]}
              </a>
            );
          }
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              {...shared}
              onClick={() => chooseTab(tab)}
              onKeyDown={onTabKey}
            >
              {labels.tabs[tab]}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={tabId(state.tab)} className={styles.panel}>
        <h2 className="visually-hidden">{labels.tabs[state.tab]}</h2>
        {!list.ok ? (
          <ErrorBanner title={list.error} hint={labels.errorHint} />
        ) : (
          <>
            <div className={styles.toolbar}>
              <div className={styles.field}>
                <label htmlFor={`${id}-department`} className={styles.label}>
                  {labels.department}
                </label>
                <select
                  ref={departmentRef}
                  id={`${id}-department`}
                  className={styles.select}
                  value={department}
                  onChange={(event) => setState(selectDepartment(state, event.target.value), 'push')}
                >
                  <option value="">{labels.allDepartments}</option>
                  {options.map((department) => (
                    <option key={department} value={department}>
                      {department}
                    </option>
                  ))}
                </select>
              </div>
              <p tabIndex={-1} data-list-start className={styles.count} aria-live="polite">
                {view.total > 0 ? showingLine(labels.showing, { from: view.from, to: view.to, total: view.total }, locale) : ''}
              </p>
            </div>
            {/* Always there, so a screen reader announces the empty text when it appears (the count above falls silent). */}
            <div aria-live="polite">{view.total === 0 ? <NoticeText title={emptyText} /> : null}</div>
            {view.total === 0 ? null : (
              <ul className={cardGrid.grid} data-tab={state.tab}>
                {view.items.map((person, index) => (
                  <li key={person.id}>
                    {/* The first row is in view on arrival: its photos load at once. */}
                    {state.tab === 'top-performers' ? (
                      <TopPerformerCard person={person} eager={index < 3} />
                    ) : state.tab === 'success-stories' ? (
                      <SuccessStoryCard person={person} eager={index < 3} />
                    ) : (
                      <VideoStoryCard person={person} labels={labels.video} />
                    )}
                  </li>
                ))}
              </ul>
            )}
            <PaginationNav
              page={view.page}
              pageCount={view.pageCount}
              locale={locale}
              labels={labels.pagination}
              onChange={(page) => {
                setState(selectPage(state, page, view.pageCount), 'push');
                scrollToListTop(rootRef.current);
              }}
              hrefFor={(page) => `?${serialize(selectPage(state, page, view.pageCount))}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
