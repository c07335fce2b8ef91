import type { Locale } from '@/lib/i18n/routing';
import { pageItems } from '@/lib/lists/pagination';
import { localNumber } from '@/lib/format/number';
import { fill } from '@/lib/lists/template';
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
};

/**
 * Previous, the first page, the current page's neighbours, the last page and ellipses, then
 * Next (spec section 4). Nothing when there is a single page. Previous is disabled on the first
 * page and Next on the last; the current page is marked with aria-current="page".
 */
export function PaginationNav({ page, pageCount, onChange, labels, locale }: Props) {
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <button
        type="button"
        className={`${styles.button} ${styles.step}`}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        {labels.previous}
      </button>
      <ul className={styles.pages}>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.button}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={fill(labels.page, { page: item.page }, locale)}
                onClick={() => onChange(item.page)}
              >
                {localNumber(item.page, locale)}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${styles.button} ${styles.step}`}
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
      >
        {labels.next}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </nav>
  );
}
