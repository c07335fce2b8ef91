import { SpinnerDots } from './spinner-dots';
import styles from './full-screen-loader.module.css';

/** Spec: a full-screen, centred spinner of two animated dots in teal #229689, 100 by 100. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <SpinnerDots size="large" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
