'use client';

import { useCallback, useEffect, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { showingLine, type ShowingTemplates } from '@/lib/lists/showing-line';
import { useUrlState } from '@/components/lists/use-url-state';
import { useLinkGroupUntilHydrated } from '@/lib/ui/use-hydrated';
import { showInRow } from '@/lib/ui/show-in-row';
import { resolveDepartment, type DepartmentAliases } from '@/lib/lists/department-aliases';
import styles from './faculty-filter.module.css';

type Props = {
  /** The distinct departments, in display order. */
  departments: string[];
  /** Cards rendered by the server, each with its department. */
  members: { key: number; department: string; node: ReactNode }[];
  /** Maps the other language's department names to this language's (for the language switch). */
  aliases?: DepartmentAliases;
  locale: Locale;
  labels: {
    /** Names the group of chips: 'Filter by department'. */
    filter: string;
    all: string;
    /** 'Showing {count} of {total} faculty members', 'Showing 1 faculty member' */
    showing: ShowingTemplates;
  };
};

const serialize = (department: string) => (department ? new URLSearchParams({ dept: department }).toString() : '');

/**
 * The faculty chips: 'all' plus each department, toggle buttons (aria-pressed) over server-rendered
 * cards. The choice is in the address (`?dept=…`), so it can be shared; until the page's script has
 * run, each chip is a link to it (decision 0009), so an early tap is not lost.
 */
export function FacultyFilter({ departments, members, aliases = {}, locale, labels }: Props) {
  const departmentsKey = departments.join('\n');
  const aliasesKey = JSON.stringify(aliases);
  // A department named in the other language is read as this language's. A name this list does
  // not have (an old link, any text) shows everyone.
  const parse = useCallback(
    (params: URLSearchParams) => {
      const named = resolveDepartment(params.get('dept'), JSON.parse(aliasesKey) as DepartmentAliases);
      return departmentsKey.split('\n').includes(named) ? named : '';
    },
    [departmentsKey, aliasesKey],
  );
  const [department, setDepartment, synced] = useUrlState('', parse, serialize);
  const { hydrated, groupRef } = useLinkGroupUntilHydrated<HTMLDivElement>();
  // The pressed chip is kept in a phone's sideways row: arriving with a department chosen (a shared
  // link, the language switch) it may be past the row's edge. A chip already in view stays put.
  useEffect(() => {
    const group = groupRef.current;
    const chip = group?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (synced && hydrated && group && chip) showInRow(group, chip);
  }, [synced, hydrated, department, groupRef]);
  const shown = department ? members.filter((m) => m.department === department) : members;
  const chips = [{ value: '', label: labels.all }, ...departments.map((d) => ({ value: d, label: d }))];
  return (
    // data-ready: the list now follows the address's query string (not only the prerendered list).
    <div data-ready={synced || undefined}>
      <div ref={groupRef} className={styles.chips} role="group" aria-label={labels.filter}>
        {chips.map((chip) => {
          const key = chip.value || '*';
          const chosen = department === chip.value;
          return hydrated ? (
            <button
              key={key}
              type="button"
              data-control={key}
              className={styles.chip}
              aria-pressed={chosen}
              onClick={() => setDepartment(chip.value, 'push')}
            >
              {chip.label}
            </button>
          ) : (
            <a key={key} href={`?${serialize(chip.value)}`} data-control={key} className={styles.chip} aria-current={chosen || undefined}>
              {chip.label}
            </a>
          );
        })}
      </div>
      <p className={styles.count} aria-live="polite">
        {showingLine(labels.showing, { count: shown.length, total: members.length }, locale)}
      </p>
      <ul className={styles.grid}>
        {shown.map((member) => (
          <li key={member.key}>{member.node}</li>
        ))}
      </ul>
    </div>
  );
}
