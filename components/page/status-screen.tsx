import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

type Props = {
  title: string;
  eyebrow?: string;
  description: string;
  footnote?: string;
  tone?: 'info' | 'error';
  /** A page's breadcrumb trail, above the message. */
  breadcrumbs?: ReactNode;
  children: ReactNode;
};

/** A centred message with actions: the maintenance page and the generic error page. */
export function StatusScreen({ title, eyebrow, description, footnote, tone = 'info', breadcrumbs, children }: Props) {
  return (
    <section className={`container ${styles.screen}`} data-tone={tone}>
      {breadcrumbs}
      <svg aria-hidden="true" viewBox="0 0 64 64" width="72" height="72" className={styles.icon}>
        {tone === 'error' ? (
          <>
            <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
            <path d="M32 17v19" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
            <circle cx="32" cy="46" r="3.5" fill="currentColor" />
          </>
        ) : (
          <>
            <path d="M10 50l22-38 22 38z" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
            <path d="M24 40h16M28 32h8" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </>
        )}
      </svg>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>{children}</div>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </section>
  );
}
