import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Queryable } from '@/lib/db';

/**
 * What the institute's staff take out of the embedded service: every application (with the
 * path of its photo), contact message, prospectus request and newsletter subscription, as CSV
 * files a spreadsheet opens correctly (UTF-8 with a byte-order mark for the Bengali, RFC 4180
 * quoting) and safely (a cell that would start a formula is prefixed with an apostrophe).
 */

/** One CSV cell. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // =, +, -, @ (and a leading tab or carriage return) would make a spreadsheet run the cell as a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

interface Table {
  file: string;
  sql: string;
  header: string[];
  row: (r: Record<string, unknown>) => unknown[];
}

function tables(dataDir: string): Table[] {
  return [
    {
      file: 'applications.csv',
      sql: 'SELECT * FROM applications ORDER BY id',
      header: [
        'id',
        'application_id',
        'submitted_at',
        'student_name',
        'department',
        'department_id',
        'birth_date',
        'guardian_name',
        'ssc_board',
        'ssc_board_roll',
        'ssc_reg_number',
        'ssc_gpa',
        'ssc_batch_year',
        'student_mobile_number',
        'guardian_mobile_number',
        'photo',
        'language',
      ],
      row: (r) => [
        r.id,
        r.reference,
        r.created_at,
        r.student_name,
        r.department,
        r.department_id,
        r.birth_date,
        r.guardian_name,
        r.ssc_board,
        r.ssc_board_roll,
        r.ssc_reg_number,
        typeof r.ssc_gpa === 'number' ? r.ssc_gpa.toFixed(2) : r.ssc_gpa,
        r.ssc_batch_year,
        r.student_mobile_number,
        r.guardian_mobile_number,
        typeof r.photo_path === 'string' ? resolve(dataDir, r.photo_path) : '',
        r.locale,
      ],
    },
    {
      file: 'contact-messages.csv',
      sql: 'SELECT id, created_at, name, email, subject, message, locale FROM contact_messages ORDER BY id',
      header: ['id', 'sent_at', 'name', 'email', 'subject', 'message', 'language'],
      row: (r) => [r.id, r.created_at, r.name, r.email, r.subject, r.message, r.locale],
    },
    {
      file: 'prospectus-requests.csv',
      sql: 'SELECT id, created_at, name, address, phone, email, notes, locale FROM prospectus_requests ORDER BY id',
      header: ['id', 'requested_at', 'name', 'address', 'phone', 'email', 'notes', 'language'],
      row: (r) => [r.id, r.created_at, r.name, r.address, r.phone, r.email, r.notes, r.locale],
    },
    {
      file: 'newsletter-subscriptions.csv',
      sql: 'SELECT id, created_at, email, locale FROM newsletter_subscriptions ORDER BY id',
      header: ['id', 'subscribed_at', 'email', 'language'],
      row: (r) => [r.id, r.created_at, r.email, r.locale],
    },
  ];
}

export interface ExportReport {
  folder: string;
  files: { file: string; path: string; rows: number }[];
}

/** Writes the four CSV files into `folder` (created if needed), each replaced whole. */
export async function exportSubmissions(db: Queryable, folder: string, options: { dataDir: string }): Promise<ExportReport> {
  const target = resolve(folder);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const files: ExportReport['files'] = [];
  for (const table of tables(resolve(options.dataDir))) {
    const rows = await db.all(table.sql);
    const path = join(target, table.file);
    // Personal data: readable by the staff account only; written whole, then moved into place.
    await writeFile(`${path}.tmp`, toCsv(table.header, rows.map(table.row)), { mode: 0o600 });
    await rename(`${path}.tmp`, path);
    files.push({ file: table.file, path, rows: rows.length });
  }
  return { folder: target, files };
}
