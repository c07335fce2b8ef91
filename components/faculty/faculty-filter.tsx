'use client';

import { useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { showingLine, type ShowingTemplates } from '@/lib/lists/template';
import styles from './faculty-filter.module.css';

type Props = {
  /** The distinct departments, in display order. */
  departments: string[];
  /** Cards rendered by the server, each with its department. */
  members: { key: number; department: string; node: ReactNode }[];
  locale: Locale;
  labels: {
    /** Names the group of chips: 'Filter by department'. */
    filter: string;
    all: string;
    /** 'Showing {count} of {total} faculty members', 'Showing 1 faculty member' */
    showing: ShowingTemplates;
  };
};

/** The faculty chips: 'all' plus each department, toggle buttons (aria-pressed) over server-rendered cards. */
export function FacultyFilter({ departments, members, locale, labels }: Props) {
  const [department, setDepartment] = useState('');
  const shown = department ? members.filter((m) => m.department === department) : members;
  const chips = [{ value: '', label: labels.all }, ...departments.map((d) => ({ value: d, label: d }))];
  return (
    <>
      <div className={styles.chips} role="group" aria-label={labels.filter}>
        {chips.map((chip) => (
          <button
            key={chip.value || '*'}
            type="button"
            className={styles.chip}
            aria-pressed={department === chip.value}
            onClick={() => setDepartment(chip.value)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <p className={styles.count} aria-live="polite">
        {showingLine(labels.showing, { count: shown.length, total: members.length }, locale)}
      </p>
      <ul className={styles.grid}>
        {shown.map((member) => (
          <li key={member.key}>{member.node}</li>
        ))}
      </ul>
    </>
  );
}
