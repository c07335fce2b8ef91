import styles from './full-screen-loader.module.css';

/** Spec: a full-screen, centred spinner of two animated dots in teal #229689, 100 by 100. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
