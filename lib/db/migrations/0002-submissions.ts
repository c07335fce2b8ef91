import { ddl, type Migration } from '../migrate';

/**
 * What visitors send (DESIGN.md section 3, the POST endpoints) and the bookkeeping that keeps it
 * safe: idempotency keys (a retried submission is answered, not stored twice), used human checks
 * (a solved challenge counts once, across instances and restarts) and per-installation secrets.
 * Times are ISO-8601 UTC text (2026-01-05T04:03:02.001Z), so they sort and compare as text in
 * both dialects.
 */
export const submissions: Migration = {
  version: 2,
  name: 'submissions',
  async up(tx) {
    const { id, real } = ddl(tx.dialect);
    await tx.exec(`
      CREATE TABLE applications (
        ${id},
        reference TEXT UNIQUE,
        idempotency_key TEXT UNIQUE,
        student_name TEXT NOT NULL,
        department TEXT NOT NULL,
        department_id INTEGER NOT NULL,
        birth_date TEXT,
        guardian_name TEXT NOT NULL,
        ssc_board TEXT,
        ssc_board_roll TEXT NOT NULL,
        ssc_reg_number TEXT,
        ssc_gpa ${real} NOT NULL,
        ssc_batch_year INTEGER NOT NULL,
        student_mobile_number TEXT NOT NULL,
        guardian_mobile_number TEXT,
        photo_path TEXT,
        locale TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- One application per SSC result: two concurrent attempts cannot both pass. A missing board
      -- counts as one value, not as a NULL that never conflicts.
      CREATE UNIQUE INDEX applications_one_per_ssc ON applications (ssc_board_roll, (COALESCE(ssc_board, '')), ssc_batch_year);
      CREATE INDEX applications_by_date ON applications (created_at);
      CREATE TABLE contact_messages (
        ${id},
        idempotency_key TEXT UNIQUE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL,
        locale TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE prospectus_requests (
        ${id},
        idempotency_key TEXT UNIQUE,
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        notes TEXT NOT NULL DEFAULT '',
        locale TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE newsletter_subscriptions (
        ${id},
        email TEXT NOT NULL UNIQUE,
        locale TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
        owner TEXT NOT NULL,
        status INTEGER,
        body TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (scope, idempotency_key)
      );
      CREATE INDEX idempotency_keys_by_date ON idempotency_keys (created_at);
      CREATE TABLE used_human_checks (
        challenge TEXT PRIMARY KEY,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX used_human_checks_by_expiry ON used_human_checks (expires_at);
      CREATE TABLE site_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `);
  },
};
