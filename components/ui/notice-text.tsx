import styles from './notice-text.module.css';

/** A short inline message in a list's place: empty lists and failed reads. */
export function NoticeText({ tone = 'info', title, children }: { tone?: 'info' | 'error'; title: string; children?: React.ReactNode }) {
  return (
    <div className={styles.box} data-tone={tone}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
