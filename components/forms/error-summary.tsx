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
    <div id={id} className={styles.alert} data-tone="error" aria-labelledby={`${id}-title`} role="group">
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

/**
 * Called once a failed submit has focused the first field with an error (which scrolls only as far
 * as that field) and drawn the summary: when the summary, the field and the field's message fit on
 * the screen together, scrolls so that the summary is at the top, under the sticky header, and the
 * visitor sees all three. (Otherwise the summary was left above the screen, or under the header.)
 */
export function showSummaryAbove(summaryId: string) {
  const summary = document.getElementById(summaryId);
  const field = document.activeElement;
  if (!summary || !(field instanceof HTMLElement) || !summary.closest('form')?.contains(field)) return;
  // The room the sticky header takes (globals.css keeps focus and #targets clear of it).
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const messages = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).flatMap((id) => document.getElementById(id) ?? []);
  const top = summary.getBoundingClientRect().top;
  const bottom = Math.max(...[field, ...messages].map((element) => element.getBoundingClientRect().bottom));
  const by = top - headerRoom;
  if (by === 0 || bottom - top > window.innerHeight - headerRoom) return;
  window.scrollBy({ top: by });
}
