import styles from './spinner-dots.module.css';

/** The two animated teal dots of the spec's loading indicator, drawn by the list spinners; decorative (the caller says what is loading). */
export function SpinnerDots() {
  return (
    <span className={styles.spinner} aria-hidden="true">
      <span className={styles.dot} />
      <span className={styles.dot} />
    </span>
  );
}
