import type { MouseEvent } from 'react';
import styles from './form.module.css';

export type SummaryItem = { id: string; message: string };

/** The list of a form's errors at its top, each a link that moves focus to its field. */
export function ErrorSummary({ id, title, items }: { id: string; title: string; items: SummaryItem[] }) {
  if (items.length === 0) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  };
  return (
    <div className={styles.alert} data-tone="error" aria-labelledby={`${id}-title`} role="group">
      <h2 id={`${id}-title`} className={styles.alertTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => go(event, item.id)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
