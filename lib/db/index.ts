import { resolve } from 'node:path';
import { dataPath } from '@/lib/site/data-dir';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Database } from './types';

export type { Database, Dialect, Queryable, Row, SqlValue } from './types';
export { migrate, ddl, type Migration } from './migrate';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/**
 * Where the embedded institute service keeps its data:
 * - DATABASE_URL set: PostgreSQL at that URL;
 * - otherwise SQLite at SQLITE_PATH, or DATA_DIR/institute.db, or data/institute.db (relative to
 *   the working directory, which is the project root under npm scripts and `next start`).
 */
export function databaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  const path = env.SQLITE_PATH?.trim();
  if (path) return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  return { kind: 'sqlite', path: dataPath('institute.db', env) };
}

export function openDatabase(config: DatabaseConfig): Database {
  return config.kind === 'postgres' ? openPostgres(config.url) : openSqlite(config.path);
}
