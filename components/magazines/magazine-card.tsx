import type { Locale } from '@/lib/i18n/routing';
import type { Magazine } from '@/lib/institute/types';
import { formatLongDate } from '@/lib/format/date';
import { NewTabLink } from '@/components/lists/new-tab-link';
import styles from './magazine-card.module.css';

type Labels = { read: string; opensInNewTab: string; unavailable: string };

/** A magazine issue: its date ('January 5, 2025'), title, and a button that opens the PDF in a new tab. */
export function MagazineCard({ magazine, locale, labels }: { magazine: Magazine; locale: Locale; labels: Labels }) {
  const date = formatLongDate(magazine.date, locale);
  return (
    <article className={styles.card}>
      <svg className={styles.cover} viewBox="0 0 60 78" aria-hidden="true">
        <rect x="1" y="1" width="58" height="76" rx="4" fill="#e6f4f2" stroke="#9fd0c8" strokeWidth="2" />
        <rect x="9" y="10" width="42" height="6" rx="2" fill="#229689" />
        <rect x="9" y="22" width="30" height="4" rx="2" fill="#9fd0c8" />
        <rect x="9" y="46" width="42" height="22" rx="3" fill="#9fd0c8" />
      </svg>
      <div className={styles.body}>
        {date ? (
          <p className={styles.date}>
            <time dateTime={magazine.date ?? undefined}>{date}</time>
          </p>
        ) : null}
        <h2 className={styles.title}>{magazine.title}</h2>
        {magazine.pdf ? (
          <NewTabLink href={magazine.pdf} className={`button ${styles.read}`} newTabLabel={labels.opensInNewTab}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M7 3h7l5 5v13H7z M14 3v5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            {labels.read}
            <span className="visually-hidden">: {magazine.title}</span>
          </NewTabLink>
        ) : (
          <p className={styles.unavailable}>{labels.unavailable}</p>
        )}
      </div>
    </article>
  );
}
