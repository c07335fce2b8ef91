import pg from 'pg';
import { numberPlaceholders, toDriverValue, withReturningId } from './placeholders';
import { through } from './through';
import type { Database, Queryable, Row, SqlValue } from './types';

const INT8_OID = 20;

/**
 * COUNT(*) and other BIGINTs arrive from pg as strings; within this layer they are numbers, as in
 * SQLite. Set per pool, so no other pg user in the process is affected.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

type Client = pg.Pool | pg.PoolClient;

function onClient(client: Client): Queryable {
  const query = async <T extends Row>(sql: string, params: readonly SqlValue[]) =>
    client.query<T>(numberPlaceholders(sql), params.map(toDriverValue));
  return {
    dialect: 'postgres',
    async all<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await query<T>(sql, params)).rows;
    },
    async get<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await query<T>(sql, params)).rows[0] as T | undefined;
    },
    async run(sql, params = []) {
      return { changes: (await query(sql, params)).rowCount ?? 0 };
    },
    async insert(sql, params = []) {
      const row = (await query<{ id: number }>(withReturningId(sql), params)).rows[0];
      return row === undefined ? null : Number(row.id);
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which runs several statements at once.
      await client.query(sql);
    },
  };
}

/** PostgreSQL through the pure-JS `pg` driver. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client failed:', error.message));

  return {
    ...onClient(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let active = true;
      let broken = false;
      const tx = through(onClient(client), async (step) => {
        if (!active) throw new Error('this transaction has ended');
        return step();
      });
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        active = false;
        // A client that could not even roll back is discarded rather than returned to the pool.
        client.release(broken);
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
