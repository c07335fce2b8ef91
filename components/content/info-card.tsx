import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './content.module.css';

/** A grid of cards, as a list so screen readers announce how many there are. */
export function InfoCardGrid({ children, label, columns = 3 }: { children: ReactNode; label?: string; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.cardGrid} aria-label={label} data-columns={columns}>
      {children}
    </ul>
  );
}

type CardProps = {
  title: string;
  icon?: ReactNode;
  /** Shown under the title, before the body (e.g. a service's status). */
  meta?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** A page of this site: the title becomes a link and the whole card its target. */
  href?: string;
  testId?: string;
};

/** One card of an InfoCardGrid: an h3 title, text and an optional action at the bottom. */
export function InfoCard({ title, icon, meta, children, action, href, testId }: CardProps) {
  return (
    <li>
      <article className={`${styles.card} ${href ? styles.linkCard : ''}`} data-testid={testId}>
        <div className={styles.cardHead}>
          {icon ? (
            <span className={styles.cardIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <div>
            <h3 className={styles.cardTitle}>
              {href ? (
                <Link href={href} className={styles.cardLink}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            {meta}
          </div>
        </div>
        {children ? <div className={styles.cardBody}>{children}</div> : null}
        {action ? <div className={styles.cardAction}>{action}</div> : null}
      </article>
    </li>
  );
}
