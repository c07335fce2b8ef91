import type { Queryable, Row, SqlValue } from './types';

/** The same statements as `base`, each one run through `gate` (a lock, a liveness check, ...). */
export function through(base: Queryable, gate: <R>(step: () => Promise<R>) => Promise<R>): Queryable {
  return {
    dialect: base.dialect,
    all: <T extends Row>(sql: string, params?: readonly SqlValue[]) => gate(() => base.all<T>(sql, params)),
    get: <T extends Row>(sql: string, params?: readonly SqlValue[]) => gate(() => base.get<T>(sql, params)),
    run: (sql, params) => gate(() => base.run(sql, params)),
    insert: (sql, params) => gate(() => base.insert(sql, params)),
    exec: (sql) => gate(() => base.exec(sql)),
  };
}
