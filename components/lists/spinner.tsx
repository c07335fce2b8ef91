import { SpinnerDots } from '@/components/ui/spinner-dots';
import styles from './spinner.module.css';

/** The list spinner: the spec's two teal loading dots, in a list's place, with a spoken label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.box} role="status">
      <SpinnerDots />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
