import styles from './content.module.css';

/** A service's status as a badge: a word and an icon, never colour alone. */
export function ServiceStatus({ status, label, prefix }: { status: 'available' | 'coming-soon'; label: string; prefix: string }) {
  return (
    <p className={styles.status} data-status={status}>
      <span className="visually-hidden">{prefix} </span>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {status === 'available' ? (
          <path d="M3.5 8.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8 4.8V8l2.2 1.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </>
        )}
      </svg>
      <span>{label}</span>
    </p>
  );
}
