import type { ReactNode } from 'react';
import styles from './error-banner.module.css';

/** A failed read in a list's place: the message, an optional hint, and optional actions. */
export function ErrorBanner({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.banner} role="alert">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.4" fill="currentColor" />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
