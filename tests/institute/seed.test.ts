/**
 * Migrations and seeding on both dialects: applied once, seeded once, and seeding again
 * inserts nothing twice.
 */
import { migrate } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';
import { prepareInstituteDatabase } from '@/lib/institute/embedded/database';
import { seedDemoContent, seedOnFirstStart } from '@/lib/institute/embedded/seed';
import { DEMO_NOTICES } from '@/lib/institute/embedded/demo-content';
import { describePostgres, testDatabase, type TestDatabase } from './helpers';

jest.setTimeout(30_000);

const TABLES = [
  'departments', 'department_images', 'tuition_fees', 'notices', 'academic_progress', 'admission_status', 'events',
  'jobs', 'industry_partners', 'academy_counts', 'faculty_members', 'labs', 'magazines', 'top_performers', 'success_stories',
];

async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = Number((await database.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);
  }
  return counts;
}

function seedingSuite(kind: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('records the applied migrations, and applying them again applies nothing', async () => {
    const recorded = await database.db.all<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(recorded.map((m) => [Number(m.version), m.name])).toEqual(migrations.map((m) => [m.version, m.name]));
    expect(await migrate(database.db, migrations)).toEqual([]);
  });

  it('seeded the demo content on first start', async () => {
    const counts = await rowCounts(database);
    expect(counts.notices).toBe(DEMO_NOTICES.length);
    expect(counts.departments).toBe(15);
    expect(counts.admission_status).toBe(1);
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
  });

  it('seeds nothing twice: npm run seed and a restart add no row', async () => {
    const before = await rowCounts(database);
    const report = await seedDemoContent(database.db);
    expect(Object.keys(report).sort()).toEqual([...TABLES].sort());
    expect(Object.values(report).every((n) => n === 0)).toBe(true);
    expect(await seedOnFirstStart(database.db)).toBeNull();
    await prepareInstituteDatabase(database.db);
    expect(await rowCounts(database)).toEqual(before);
  });

  it('does not bring back deleted content on restart; npm run seed restores exactly what is missing', async () => {
    const before = await rowCounts(database);
    await database.db.run('DELETE FROM notices WHERE slug = ?', ['notice-05']);
    await prepareInstituteDatabase(database.db);
    expect((await rowCounts(database)).notices).toBe(before.notices! - 1);

    const report = await seedDemoContent(database.db);
    expect(report.notices).toBe(1);
    expect(Object.entries(report).filter(([, n]) => n > 0)).toEqual([['notices', 1]]);
    expect(await rowCounts(database)).toEqual(before);
  });
}

describe('seeding on SQLite', () => seedingSuite('sqlite'));
describePostgres('seeding on PostgreSQL', () => seedingSuite('postgres'));

describe('seeding relative to the day of seeding', () => {
  it('dates one notice on that day, and events and jobs around it', async () => {
    const database = await testDatabase('sqlite', { seed: false });
    try {
      await seedOnFirstStart(database.db, { today: '2030-03-01' });
      const newest = await database.db.get<{ public_date: string }>('SELECT public_date FROM notices ORDER BY public_date DESC LIMIT 1');
      expect(newest!.public_date).toBe('2030-03-01');
      const oldest = await database.db.get<{ public_date: string }>('SELECT MIN(public_date) AS public_date FROM notices');
      expect(oldest!.public_date >= '2028-03-01').toBe(true);
      const status = await database.db.get<{ text_en: string; text_bn: string }>('SELECT text_en, text_bn FROM admission_status');
      expect(status).toEqual({
        text_en: 'Admission is open for the 2030-31 session. Apply online today.',
        text_bn: '২০৩০-৩১ সেশনে ভর্তি চলছে। আজই অনলাইনে আবেদন করুন।',
      });
      const magazine = await database.db.get<{ issue_date: string }>("SELECT issue_date FROM magazines WHERE slug = 'technical-review-vol-4'");
      expect(magazine!.issue_date).toBe('2030-01-01');
    } finally {
      await database.drop();
    }
  });
});
