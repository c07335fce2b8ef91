import type { ReactNode } from 'react';
import styles from './section.module.css';

type Props = {
  id: string;
  title: string;
  description?: string;
  /** Keeps the heading for screen readers only (the spec's job preview has no visible title). */
  hideTitle?: boolean;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
};

/** A home or content page section: a labelled region with its heading and an optional lead. */
export function Section({ id, title, description, hideTitle, tone = 'plain', children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone}>
      <div className="container">
        <h2 id={`${id}-title`} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
      </div>
    </section>
  );
}
