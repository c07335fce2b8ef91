import { databaseConfig, migrate, openDatabase, type Database } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';
import { instituteApiUrl } from '@/lib/institute/config';
import { getInstituteDatabase } from '@/lib/institute/embedded/database';

const DB_KEY = Symbol.for('site.submissions.database');
type Holder = { [DB_KEY]?: Promise<Database> };

/**
 * The database the form endpoints write to. Embedded mode: the embedded service's own database,
 * where the submissions are kept. With INSTITUTE_API_URL set the submissions go upstream, and
 * this (same DATABASE_URL / SQLITE_PATH / DATA_DIR settings, migrated, never seeded) keeps only
 * the bookkeeping: idempotency keys, used human checks, the installation's secret.
 */
export function getSubmissionsDatabase(): Promise<Database> {
  if (!instituteApiUrl()) return getInstituteDatabase();
  const holder = globalThis as Holder;
  holder[DB_KEY] ??= (async () => {
    const db = openDatabase(databaseConfig());
    try {
      await migrate(db, migrations);
      return db;
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  })().catch((error: unknown) => {
    delete holder[DB_KEY];
    throw error;
  });
  return holder[DB_KEY];
}
