import type { SqlValue } from './types';

/**
 * `INSERT INTO {table} (…) VALUES (?, …) ON CONFLICT [({target})] DO NOTHING` for one row, each
 * column beside its value so the column list and the values cannot fall out of step. The table, the
 * row's keys and the target are the caller's constants (never a request's field names); the values
 * are bound. Without a target, any unique key makes the row a conflict.
 */
export function insertIfNew(table: string, row: Record<string, SqlValue>, target?: string): { sql: string; params: SqlValue[] } {
  const columns = Object.keys(row);
  const conflict = target ? `ON CONFLICT (${target}) DO NOTHING` : 'ON CONFLICT DO NOTHING';
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ${conflict}`,
    params: Object.values(row),
  };
}
