import type { ReactNode } from 'react';
import styles from './content.module.css';

type BlockProps = { id: string; title: string; lead?: string; hideTitle?: boolean; children: ReactNode };

/** One titled part of a content page: a region named by its h2. */
export function ContentBlock({ id, title, lead, hideTitle, children }: BlockProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.block}>
      <h2 id={`${id}-title`} className={hideTitle ? 'visually-hidden' : styles.blockTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** Paragraphs of running text, at a readable line length. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((entry, i) => (
        <li key={i}>{entry}</li>
      ))}
    </ul>
  );
}

/** Term and value pairs (an institute profile, opening hours, an office's details). */
export function Pairs({ rows, label }: { rows: readonly { term: ReactNode; value: ReactNode }[]; label?: string }) {
  return (
    <dl className={styles.pairs} aria-label={label}>
      {rows.map((row, i) => (
        <div key={i}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A boxed card for the side column (contact, hours). */
export function Panel({ title, tinted, children }: { title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.panel} ${tinted ? styles.panelTinted : ''}`}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
