import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { toDriverValue, withReturningId } from './placeholders';
import { through } from './through';
import type { Database, Queryable, Row, SqlValue } from './types';

/** How long a writer waits for another process's lock (e.g. parallel build workers) before failing. */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * SQLite through Node 24's built-in node:sqlite: no native add-on to build.
 * `path` is a file (its folder is created) or ':memory:'.
 */
export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');

  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const bind = (params: readonly SqlValue[]) => params.map(toDriverValue);
  // node:sqlite gives rows without a prototype; callers get ordinary objects.
  const plain = <T>(row: unknown): T => ({ ...(row as object) }) as T;

  const direct: Queryable = {
    dialect: 'sqlite',
    async all<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).all(...bind(params)).map((row) => plain<T>(row));
    },
    async get<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      const row = prepare(sql).get(...bind(params));
      return row === undefined ? undefined : plain<T>(row);
    },
    async run(sql, params = []) {
      const result = prepare(sql).run(...bind(params));
      return { changes: Number(result.changes) };
    },
    async insert(sql, params = []) {
      const row = prepare(withReturningId(sql)).get(...bind(params)) as { id?: number | bigint } | undefined;
      return row?.id === undefined ? null : Number(row.id);
    },
    async exec(sql) {
      db.exec(sql);
    },
  };

  // One connection is shared by every caller in this process. While a transaction awaits, no other
  // statement may slip into it, so every operation takes its turn through this queue.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };

  let closed = false;
  const outside = through(direct, (work) =>
    exclusive(async () => {
      if (closed) throw new Error('the database is closed');
      return work();
    }),
  );

  return {
    ...outside,
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return exclusive(async () => {
        if (closed) throw new Error('the database is closed');
        let active = true;
        const tx = through(direct, async (step) => {
          if (!active) throw new Error('this transaction has ended');
          return step();
        });
        // IMMEDIATE takes the write lock now, so two processes never deadlock upgrading a read lock.
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(tx);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        } finally {
          active = false;
        }
      });
    },
    close: () =>
      exclusive(async () => {
        if (closed) return;
        closed = true;
        statements.clear();
        db.close();
      }),
  };
}
