import type { ReactNode } from 'react';
import styles from './form.module.css';

export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type Props = {
  id: string;
  label: string;
  /** Shown beside the label: a star (with a spoken word) for required fields, a word for optional ones. */
  required?: boolean;
  requiredLabel: string;
  optionalLabel?: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  /** The control, given the ids and states it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  after?: ReactNode;
};

/** One labelled form field: label, the control, an optional hint and its error, tied by aria-describedby. Hints sit below the control so controls side by side line up. */
export function Field({ id, label, required, requiredLabel, optionalLabel, hint, error, wide, children, after }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({requiredLabel})</span>
          </span>
        ) : optionalLabel ? (
          <span className={styles.optional}> ({optionalLabel})</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
