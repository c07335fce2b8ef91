/**
 * One small query layer over SQLite (node:sqlite) and PostgreSQL (pg).
 *
 * SQL is written once with `?` placeholders; the PostgreSQL adapter numbers them ($1, $2, ...).
 * Values are strings, numbers, booleans (stored as 0/1 in both dialects) or null. Dates are kept
 * as ISO text (YYYY-MM-DD), so neither driver converts them through a time zone.
 */

export type Dialect = 'sqlite' | 'postgres';

export type SqlValue = string | number | boolean | null;

export type Row = Record<string, unknown>;

/** What a statement can run on: the database itself or an open transaction. */
export interface Queryable {
  readonly dialect: Dialect;
  /** Every row of a query. */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  get<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A statement without rows; answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /**
   * An INSERT without a RETURNING clause: the layer adds `RETURNING id` (both dialects support it)
   * and answers the new row's id, or null when nothing was inserted (ON CONFLICT DO NOTHING).
   */
  insert(sql: string, params?: readonly SqlValue[]): Promise<number | null>;
  /** One or more statements without parameters (schema changes). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Use only the `tx` it is given inside; the transaction holds the write lock (BEGIN IMMEDIATE on
   * SQLite) for its whole duration.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
