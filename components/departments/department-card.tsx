import { imageAttributes } from '@/lib/images/image-attributes';
import { Link } from '@/lib/i18n/navigation';
import { departmentDetailsPath } from '@/lib/site/routes';
import { cutWords } from '@/lib/format/text';
import type { Department } from '@/lib/institute/types';
import styles from './department-card.module.css';

type Props = {
  department: Department;
  labels: { unnamed: string; learnMore: string /* contains {title} */; cta?: string };
  /** Above the fold on the programs page: load the first few images eagerly. */
  eager?: boolean;
};

/** A department card: image (or a drawn placeholder), title, the first 11 words, and the way to its details. */
export function DepartmentCard({ department, labels, eager }: Props) {
  const title = department.title.trim() || labels.unnamed;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {department.image ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- attributes from imageAttributes, alt included */}
            <img
              {...imageAttributes({
                src: department.image,
                alt: '',
                fill: true,
                sizes: '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw',
                loading: eager ? 'eager' : 'lazy',
              })}
              className={styles.image}
              // Only decoration: hidden, so never loaded, for a browser asking to save data (lib/offline/skip-decoration.ts).
              data-decorative=""
            />
          </>
        ) : (
          <svg className={styles.placeholder} viewBox="0 0 160 90" aria-hidden="true" data-testid="department-placeholder">
            <rect width="160" height="90" fill="#e6f4f2" />
            <path d="M50 62l18-24 14 16 10-10 18 18z" fill="#9fd0c8" />
            <circle cx="100" cy="32" r="7" fill="#9fd0c8" />
          </svg>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={departmentDetailsPath(department.id)} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={styles.description}>{cutWords(department.description)}</p>
        <span className={styles.more} aria-hidden="true">
          {labels.cta ?? labels.learnMore.replace('{title}', '').trim()} →
        </span>
      </div>
    </article>
  );
}
