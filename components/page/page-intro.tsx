import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The band at the top of an inner page: its heading and a one-line description. */
export function PageIntro({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className={styles.band}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
    </div>
  );
}
