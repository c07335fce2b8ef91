import styles from './content.module.css';

export type Fact = { label: string; value: string };

/** Key figures as large numbers over their labels (a description list, read label then value). */
export function FactList({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact} data-testid="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
