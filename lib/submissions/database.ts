import { databaseConfig, type Database } from '@/lib/db';
import { instituteApiUrl } from '@/lib/institute/config';
import { getInstituteDatabase, openInstituteDatabase } from '@/lib/institute/embedded/database';

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
  holder[DB_KEY] ??= openInstituteDatabase(databaseConfig(), { seed: false }).catch((error: unknown) => {
    delete holder[DB_KEY];
    throw error;
  });
  return holder[DB_KEY];
}
