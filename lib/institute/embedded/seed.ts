/**
 * Seeds the demo content (demo-content.ts). Every row is inserted with ON CONFLICT DO NOTHING on
 * its natural key, so seeding twice inserts nothing twice; the first start seeds only a database
 * that was never seeded (seed_runs), so content an institute deleted does not come back on restart.
 */
import type { Database, Queryable, SqlValue } from '@/lib/db';
import { insertIfNew } from '@/lib/db/insert-row';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { dhakaDate } from '@/lib/site/clock';
import {
  DEMO_ACADEMIC_PROGRESS,
  DEMO_ACADEMY_COUNTS,
  DEMO_ADMISSION_STATUS,
  DEMO_DEPARTMENTS,
  DEMO_EVENTS,
  DEMO_FACULTY,
  DEMO_JOBS,
  DEMO_LABS,
  DEMO_MAGAZINES,
  DEMO_NOTICES,
  DEMO_PARTNERS,
  DEMO_SUCCESS_STORIES,
  DEMO_TOP_PERFORMERS,
  DEMO_VIDEO_STORIES,
  demoPath,
  type Bilingual,
  type DemoStory,
} from './demo-content';

const DEMO_SEED = 'demo-content';
/** Any constant: the PostgreSQL advisory lock that lets one process seed at a time. */
const SEED_LOCK = 5_311_703;

/** Rows inserted per table; zero everywhere when the demo content was already there. */
export type SeedReport = Record<string, number>;

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day of the month `months` months before `isoDate`. */
function monthsBefore(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - months, 1)).toISOString().slice(0, 10);
}

/** An academic session such as 2026-27 (২০২৬-২৭ in Bengali), starting in `year`. */
function session(year: number, locale: Locale = 'en'): string {
  const digits = (n: number, minimumIntegerDigits = 1) => formatNumber(n, locale, { useGrouping: false, minimumIntegerDigits });
  return `${digits(year)}-${digits((year + 1) % 100, 2)}`;
}

function withSession(text: Bilingual, year: number): Bilingual {
  return {
    en: text.en.replaceAll('{session}', session(year, 'en')),
    bn: text.bn.replaceAll('{session}', session(year, 'bn')),
  };
}

/** INSERT ... ON CONFLICT DO NOTHING; true when the row is new. Tables and columns are constants of this file. */
async function insertNew(tx: Queryable, table: string, row: Record<string, SqlValue>, conflict = 'slug'): Promise<boolean> {
  const { sql, params } = insertIfNew(table, row, conflict);
  return (await tx.run(sql, params)).changes > 0;
}

const bilingual = (field: string, text: Bilingual) => ({ [`${field}_en`]: text.en, [`${field}_bn`]: text.bn });

/** Inserts whatever part of the demo content is missing, dated relative to `today` (YYYY-MM-DD). */
export async function insertDemoContent(tx: Queryable, today: string): Promise<SeedReport> {
  const report: SeedReport = {};
  const count = (table: string, inserted: boolean) => {
    report[table] = (report[table] ?? 0) + (inserted ? 1 : 0);
  };
  const year = Number(today.slice(0, 4));

  for (const [position, d] of DEMO_DEPARTMENTS.entries()) {
    const row = {
      slug: d.slug,
      ...bilingual('title', d.title),
      ...bilingual('short_name', d.shortName),
      ...bilingual('description', d.description),
      department_img: demoPath.department(d.slug),
      admission_open: d.admissionOpen,
      position,
    };
    count('departments', await insertNew(tx, 'departments', row));
  }
  const departmentIds = new Map(
    (await tx.all<{ id: number; slug: string }>('SELECT id, slug FROM departments WHERE slug IS NOT NULL')).map(
      (r) => [r.slug, Number(r.id)] as const,
    ),
  );
  const departmentId = (slug: string): number => {
    const id = departmentIds.get(slug);
    if (id === undefined) throw new Error(`demo content names an unknown department: ${slug}`);
    return id;
  };

  for (const d of DEMO_DEPARTMENTS) {
    const id = departmentId(d.slug);
    for (let n = 1; n <= d.courseImages; n += 1) {
      const row = { department_id: id, path: demoPath.course(d.slug, n), path_bn: demoPath.courseBn(d.slug, n), position: n };
      count('department_images', await insertNew(tx, 'department_images', row, 'department_id, path'));
    }
    const fee = { department_id: id, ...d.fee };
    count('tuition_fees', await insertNew(tx, 'tuition_fees', fee, 'department_id'));
  }

  for (const n of DEMO_NOTICES) {
    const row = {
      slug: n.slug,
      ...bilingual('title', withSession(n.title, year)),
      public_date: addDays(today, -n.daysAgo),
      url: demoPath.notice(n.slug),
      url_bn: n.bengaliFile ? demoPath.noticeBn(n.slug) : null,
    };
    count('notices', await insertNew(tx, 'notices', row));
  }

  for (const [position, item] of DEMO_ACADEMIC_PROGRESS.entries()) {
    const row = { slug: item.slug, ...bilingual('title', item.title), img: demoPath.progress(item.slug), position };
    count('academic_progress', await insertNew(tx, 'academic_progress', row));
  }

  // A single row without a natural key: added only to an empty table.
  const status = await tx.get('SELECT id FROM admission_status LIMIT 1');
  if (!status) {
    const text = withSession(DEMO_ADMISSION_STATUS.text, year);
    await tx.run('INSERT INTO admission_status (is_open, text_en, text_bn) VALUES (?, ?, ?)', [
      DEMO_ADMISSION_STATUS.isOpen,
      text.en,
      text.bn,
    ]);
  }
  count('admission_status', !status);

  for (const e of DEMO_EVENTS) {
    const row = { slug: e.slug, ...bilingual('title', e.title), event_date: addDays(today, e.inDays) };
    count('events', await insertNew(tx, 'events', row));
  }

  for (const j of DEMO_JOBS) {
    const publicDate = addDays(today, -j.postedDaysAgo);
    const row = {
      slug: j.slug,
      ...bilingual('title', j.title),
      ...bilingual('company_name', j.company),
      ...bilingual('location', j.location),
      public_date: publicDate,
      deadline: addDays(today, j.deadlineInDays),
      url: demoPath.job(j.slug),
    };
    count('jobs', await insertNew(tx, 'jobs', row));
  }

  for (const [position, p] of DEMO_PARTNERS.entries()) {
    const row = { slug: p.slug, ...bilingual('name', p.name), img: demoPath.partner(p.slug), position };
    count('industry_partners', await insertNew(tx, 'industry_partners', row));
  }

  for (const [name, value] of Object.entries(DEMO_ACADEMY_COUNTS)) {
    count('academy_counts', await insertNew(tx, 'academy_counts', { name, value }, 'name'));
  }

  for (const [position, f] of DEMO_FACULTY.entries()) {
    const row = {
      slug: f.slug,
      ...bilingual('name', f.name),
      department_id: departmentId(f.department),
      ...bilingual('designation', f.designation),
      picture: f.picture ? demoPath.person(f.slug) : null,
      position,
    };
    count('faculty_members', await insertNew(tx, 'faculty_members', row));
  }

  for (const [position, l] of DEMO_LABS.entries()) {
    const row = { slug: l.slug, ...bilingual('title', l.title), lab_img: demoPath.lab(l.slug), position };
    count('labs', await insertNew(tx, 'labs', row));
  }

  for (const m of DEMO_MAGAZINES) {
    const row = { slug: m.slug, ...bilingual('title', m.title), issue_date: monthsBefore(today, m.monthsAgo), pdf: demoPath.magazine(m.slug) };
    count('magazines', await insertNew(tx, 'magazines', row));
  }

  for (const [position, p] of DEMO_TOP_PERFORMERS.entries()) {
    const row = {
      slug: p.slug,
      ...bilingual('name', p.name),
      department_id: departmentId(p.department),
      cgpa: p.cgpa,
      cgpa_batch: session(year - 4 - p.graduatedYearsAgo),
      cgpa_img: demoPath.person(p.slug),
      position,
    };
    count('top_performers', await insertNew(tx, 'top_performers', row));
  }

  const storyRow = (s: DemoStory, position: number) => ({
    slug: s.slug,
    ...bilingual('name', s.name),
    department_id: departmentId(s.department),
    batch: session(year - 4 - s.graduatedYearsAgo),
    ...bilingual('achievement', s.achievement),
    ...bilingual('story', s.story),
    position,
  });
  for (const [position, s] of DEMO_SUCCESS_STORIES.entries()) {
    const row = { ...storyRow(s, position), img: demoPath.person(s.slug), video: null };
    count('success_stories', await insertNew(tx, 'success_stories', row));
  }
  for (const [position, s] of DEMO_VIDEO_STORIES.entries()) {
    const row = { ...storyRow(s, position), img: null, video: demoPath.video(s.slug) };
    count('success_stories', await insertNew(tx, 'success_stories', row));
  }

  return report;
}

async function seedIn(db: Database, today: string, onlyIfNeverSeeded: boolean): Promise<SeedReport | null> {
  return db.transaction(async (tx) => {
    // SQLite's BEGIN IMMEDIATE already serialises writers; PostgreSQL needs a lock.
    if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if (onlyIfNeverSeeded && (await tx.get('SELECT name FROM seed_runs WHERE name = ?', [DEMO_SEED]))) return null;
    const report = await insertDemoContent(tx, today);
    await insertNew(tx, 'seed_runs', { name: DEMO_SEED, applied_at: new Date().toISOString() }, 'name');
    return report;
  });
}

/** `npm run seed`: adds whatever demo content is missing (nothing, the second time). */
export async function seedDemoContent(db: Database, options: { today?: string } = {}): Promise<SeedReport> {
  return (await seedIn(db, options.today ?? dhakaDate(), false))!;
}

/** On start: seeds a database that was never seeded; answers null otherwise. */
export function seedOnFirstStart(db: Database, options: { today?: string } = {}): Promise<SeedReport | null> {
  return seedIn(db, options.today ?? dhakaDate(), true);
}
