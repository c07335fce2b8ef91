/**
 * `npm run seed`: migrates the embedded service's database (DATABASE_URL, SQLITE_PATH or
 * DATA_DIR, see lib/db) and adds whatever demo content is missing. Running it twice inserts
 * nothing the second time.
 */
import { databaseConfig } from '@/lib/db';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';
import { seedDemoContent } from '@/lib/institute/embedded/seed';

const config = databaseConfig();
const db = await openInstituteDatabase(config, { seed: false });
try {
  const report = await seedDemoContent(db);
  const total = Object.values(report).reduce((sum, n) => sum + n, 0);
  const where = config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.path;
  console.log(`Seeded ${where}: ${total} new rows.`);
  for (const [table, n] of Object.entries(report)) if (n > 0) console.log(`  ${table}: ${n}`);
} finally {
  await db.close();
}
