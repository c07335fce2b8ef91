import { ddl, type Migration } from '../migrate';

/**
 * The content the GET endpoints answer (DESIGN.md section 3). Text shown to visitors has an
 * English column (required) and a Bengali one (optional: answers fall back to English). Dates are
 * ISO text, flags are 0/1 integers, paths are relative to the site's origin or absolute URLs.
 * `slug` is the natural key the demo seed upserts on, so seeding twice inserts nothing twice.
 */
export const instituteContent: Migration = {
  version: 1,
  name: 'institute_content',
  async up(tx) {
    const { id, real } = ddl(tx.dialect);
    await tx.exec(`
      CREATE TABLE departments (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        short_name_en TEXT NOT NULL,
        short_name_bn TEXT,
        description_en TEXT NOT NULL DEFAULT '',
        description_bn TEXT,
        department_img TEXT,
        admission_open INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE department_images (
        ${id},
        department_id INTEGER NOT NULL REFERENCES departments (id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        UNIQUE (department_id, path)
      );
      CREATE TABLE tuition_fees (
        ${id},
        department_id INTEGER NOT NULL UNIQUE REFERENCES departments (id) ON DELETE CASCADE,
        admission INTEGER NOT NULL,
        semester INTEGER NOT NULL,
        monthly INTEGER NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('engineering', 'technology', 'design', 'marine'))
      );
      CREATE TABLE notices (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        public_date TEXT NOT NULL,
        url TEXT
      );
      CREATE INDEX notices_by_date ON notices (public_date);
      CREATE TABLE academic_progress (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        img TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE admission_status (
        ${id},
        is_open INTEGER NOT NULL,
        text_en TEXT NOT NULL,
        text_bn TEXT
      );
      CREATE TABLE events (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        event_date TEXT NOT NULL
      );
      CREATE TABLE jobs (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        company_name_en TEXT NOT NULL,
        company_name_bn TEXT,
        location_en TEXT NOT NULL,
        location_bn TEXT,
        public_date TEXT NOT NULL,
        deadline TEXT,
        url TEXT
      );
      CREATE TABLE industry_partners (
        ${id},
        slug TEXT UNIQUE,
        name_en TEXT NOT NULL,
        name_bn TEXT,
        img TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE academy_counts (
        name TEXT PRIMARY KEY CHECK (name IN ('students', 'teachers', 'labs')),
        value INTEGER NOT NULL
      );
      CREATE TABLE faculty_members (
        ${id},
        slug TEXT UNIQUE,
        name_en TEXT NOT NULL,
        name_bn TEXT,
        department_id INTEGER REFERENCES departments (id) ON DELETE SET NULL,
        designation_en TEXT NOT NULL,
        designation_bn TEXT,
        picture TEXT,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE labs (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        lab_img TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE magazines (
        ${id},
        slug TEXT UNIQUE,
        title_en TEXT NOT NULL,
        title_bn TEXT,
        issue_date TEXT NOT NULL,
        pdf TEXT NOT NULL
      );
      CREATE TABLE top_performers (
        ${id},
        slug TEXT UNIQUE,
        name_en TEXT NOT NULL,
        name_bn TEXT,
        department_id INTEGER REFERENCES departments (id) ON DELETE SET NULL,
        cgpa ${real} NOT NULL,
        cgpa_batch TEXT NOT NULL,
        cgpa_img TEXT,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE success_stories (
        ${id},
        slug TEXT UNIQUE,
        name_en TEXT NOT NULL,
        name_bn TEXT,
        department_id INTEGER REFERENCES departments (id) ON DELETE SET NULL,
        batch TEXT NOT NULL,
        achievement_en TEXT NOT NULL,
        achievement_bn TEXT,
        story_en TEXT NOT NULL,
        story_bn TEXT,
        img TEXT,
        video TEXT,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE seed_runs (
        name TEXT PRIMARY KEY,
        applied_at TEXT NOT NULL
      );
    `);
  },
};
