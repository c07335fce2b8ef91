import styles from './spinner.module.css';

/** The list spinner: the site loader's two teal dots, sized for a list's place, with a spoken label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.box} role="status">
      <span className={styles.spinner} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
