import { DepartmentCard } from './department-card';
import type { Department } from '@/lib/institute/types';
import { SAVE_DATA_SCRIPT } from '@/lib/offline/skip-decoration';
import styles from './department-grid.module.css';

type Props = {
  departments: readonly Department[];
  labels: Parameters<typeof DepartmentCard>[0]['labels'];
  /** How many cards, from the first, load their image eagerly (those above the fold). */
  eagerCount?: number;
};

/** Department cards in a grid of as many 15rem columns as fit (the home page and the diploma page). */
export function DepartmentGrid({ departments, labels, eagerCount = 0 }: Props) {
  return (
    <>
      {/* Before the cards: their illustrations are not loaded by a browser asking to save data (lib/offline/skip-decoration.ts). */}
      <script dangerouslySetInnerHTML={{ __html: SAVE_DATA_SCRIPT }} />
      <ul className={styles.grid}>
        {departments.map((department, i) => (
          <li key={department.id}>
            <DepartmentCard department={department} eager={i < eagerCount} labels={labels} />
          </li>
        ))}
      </ul>
    </>
  );
}
