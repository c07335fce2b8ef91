import { databaseConfig, migrate, openDatabase, type Database, type DatabaseConfig } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';
import { seedDemoContentOnStart } from '../config';
import { seedOnFirstStart } from './seed';

/**
 * Brings a database up to date: applies pending migrations, then (unless `seed` is false) seeds
 * the demo content if it never was seeded before.
 */
export async function prepareInstituteDatabase(db: Database, options: { seed?: boolean } = {}): Promise<void> {
  await migrate(db, migrations);
  if (options.seed ?? true) await seedOnFirstStart(db);
}

/** Opens, migrates and (on first start) seeds the database of `config`; closes it again on failure. */
export async function openInstituteDatabase(
  config: DatabaseConfig,
  options: { seed?: boolean } = {},
): Promise<Database> {
  const db = openDatabase(config);
  try {
    await prepareInstituteDatabase(db, options);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

// One database per process, kept across dev-server module reloads.
const DB_KEY = Symbol.for('institute.embedded.database');
type Holder = { [DB_KEY]?: Promise<Database> };

/**
 * The embedded service's database (DATABASE_URL, SQLITE_PATH or DATA_DIR; see lib/db), prepared
 * once per process on first use. A failed start is not remembered: the next call tries again.
 */
export function getInstituteDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[DB_KEY] ??= openInstituteDatabase(databaseConfig(), { seed: seedDemoContentOnStart() }).catch((error) => {
    delete holder[DB_KEY];
    throw error;
  });
  return holder[DB_KEY];
}
