'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { pageItems } from '@/lib/lists/pagination';
import { localNumber } from '@/lib/format/number';
import { fill } from '@/lib/i18n/fill';
import { useLinkGroupUntilHydrated } from '@/lib/ui/use-hydrated';
import styles from './pagination-nav.module.css';

export type PaginationLabels = {
  /** Names the navigation landmark, e.g. 'Notice pages'. */
  nav: string;
  previous: string;
  next: string;
  /** '{page}' is replaced: 'Page {page}'. */
  page: string;
};

type Props = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  locale: Locale;
  /**
   * The address that shows a page (`?page=2`), for a list that keeps its page in the address:
   * until the page's script has run, the controls are links to it, so an early tap is not lost
   * (decision 0009).
   */
  hrefFor?: (page: number) => string;
};

type ControlProps = {
  /** Names the control across the swap from link to button: 'previous', 'next' or the page number. */
  control: string;
  href: string | undefined;
  disabled?: boolean;
  onSelect: () => void;
  className: string | undefined;
  label?: string | undefined;
  current?: boolean;
  children: ReactNode;
};

function Control({ control, href, disabled = false, onSelect, className, label, current, children }: ControlProps) {
  const shared = { className, 'data-control': control, 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined };
  if (href !== undefined && !disabled) {
    return (
      <a href={href} {...shared}>
        {children}
      </a>
    );
  }
  // aria-disabled, not disabled: a button disabled under the keyboard's focus (Next, on reaching
  // the last page) would drop focus to the page's start, where a screen reader begins again.
  return (
    <button type="button" {...shared} onClick={disabled ? undefined : onSelect} aria-disabled={disabled || undefined}>
      {children}
    </button>
  );
}

/**
 * Previous, the first page, the current page's neighbours, the last page and ellipses, then
 * Next (spec section 4). Nothing when there is a single page. Previous is disabled on the first
 * page and Next on the last; the current page is marked with aria-current="page".
 */
export function PaginationNav({ page, pageCount, onChange, labels, locale, hrefFor }: Props) {
  const { hydrated, groupRef } = useLinkGroupUntilHydrated<HTMLElement>();
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const href = (target: number) => (hrefFor && !hydrated ? hrefFor(target) : undefined);
  return (
    <nav ref={groupRef} className={styles.nav} aria-label={labels.nav}>
      <Control
        control="previous"
        href={href(page - 1)}
        className={`${styles.button} ${styles.step}`}
        onSelect={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        {labels.previous}
      </Control>
      <ul className={styles.pages}>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Control
                control={String(item.page)}
                href={href(item.page)}
                className={styles.button}
                current={item.page === page}
                label={fill(labels.page, { page: item.page }, locale)}
                onSelect={() => onChange(item.page)}
              >
                {localNumber(item.page, locale)}
              </Control>
            </li>
          ),
        )}
      </ul>
      <Control
        control="next"
        href={href(page + 1)}
        className={`${styles.button} ${styles.step}`}
        onSelect={() => onChange(page + 1)}
        disabled={page >= pageCount}
      >
        {labels.next}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </Control>
    </nav>
  );
}
