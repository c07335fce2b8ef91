/**
 * `npm run export:csv [folder]`: writes the embedded service's applications (with their photos'
 * paths), contact messages, prospectus requests and newsletter subscriptions to CSV files in
 * `folder` (default ./exports), for the institute's staff. Reads the same database as the site
 * (DATABASE_URL, SQLITE_PATH or DATA_DIR; see lib/db).
 */
import { databaseConfig } from '@/lib/db';
import { instituteApiUrl } from '@/lib/institute/config';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';
import { exportSubmissions } from '@/lib/submissions/export';
import { dataPath } from '@/lib/site/data-dir';

if (instituteApiUrl()) {
  console.error('INSTITUTE_API_URL is set: the site forwards every submission to the institute API, so they are there, not here.');
  process.exit(1);
}

const config = databaseConfig();
const db = await openInstituteDatabase(config, { seed: false });
try {
  const report = await exportSubmissions(db, process.argv[2] ?? 'exports', { dataDir: dataPath('.') });
  console.log(`Exported from ${config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.path} to ${report.folder}:`);
  for (const { file, rows } of report.files) console.log(`  ${file}: ${rows} ${rows === 1 ? 'row' : 'rows'}`);
} finally {
  await db.close();
}
