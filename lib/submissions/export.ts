import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Queryable, Row } from '@/lib/db';

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

/** A CSV column: its header, and the database column it copies or the cell it computes. */
type Column = readonly [header: string, source: string | ((r: Row) => unknown)];

interface Table {
  file: string;
  from: string;
  columns: readonly Column[];
}

function cellOf([header, source]: Column, r: Row): unknown {
  if (typeof source !== 'string') return source(r);
  // Read with SELECT *: a misspelt or renamed column must stop the export, not empty a column.
  if (!Object.hasOwn(r, source)) throw new Error(`export: no column ${source} for ${header}`);
  return r[source];
}

function tables(dataDir: string): Table[] {
  return [
    {
      file: 'applications.csv',
      from: 'applications',
      columns: [
        ['id', 'id'],
        ['application_id', 'reference'],
        ['submitted_at', 'created_at'],
        ['student_name', 'student_name'],
        ['department', 'department'],
        ['department_id', 'department_id'],
        ['birth_date', 'birth_date'],
        ['guardian_name', 'guardian_name'],
        ['ssc_board', 'ssc_board'],
        ['ssc_board_roll', 'ssc_board_roll'],
        ['ssc_reg_number', 'ssc_reg_number'],
        ['ssc_gpa', (r) => (typeof r.ssc_gpa === 'number' ? r.ssc_gpa.toFixed(2) : r.ssc_gpa)],
        ['ssc_batch_year', 'ssc_batch_year'],
        ['student_mobile_number', 'student_mobile_number'],
        ['guardian_mobile_number', 'guardian_mobile_number'],
        ['photo', (r) => (typeof r.photo_path === 'string' ? resolve(dataDir, r.photo_path) : '')],
        ['language', 'locale'],
      ],
    },
    {
      file: 'contact-messages.csv',
      from: 'contact_messages',
      columns: [
        ['id', 'id'],
        ['sent_at', 'created_at'],
        ['name', 'name'],
        ['email', 'email'],
        ['subject', 'subject'],
        ['message', 'message'],
        ['language', 'locale'],
      ],
    },
    {
      file: 'prospectus-requests.csv',
      from: 'prospectus_requests',
      columns: [
        ['id', 'id'],
        ['requested_at', 'created_at'],
        ['name', 'name'],
        ['address', 'address'],
        ['phone', 'phone'],
        ['email', 'email'],
        ['notes', 'notes'],
        ['language', 'locale'],
      ],
    },
    {
      file: 'newsletter-subscriptions.csv',
      from: 'newsletter_subscriptions',
      columns: [
        ['id', 'id'],
        ['subscribed_at', 'created_at'],
        ['email', 'email'],
        ['language', 'locale'],
      ],
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
    const rows = await db.all(`SELECT * FROM ${table.from} ORDER BY id`);
    const path = join(target, table.file);
    const header = table.columns.map(([name]) => name);
    const cells = rows.map((r) => table.columns.map((column) => cellOf(column, r)));
    // Personal data: readable by the staff account only; written whole, then moved into place.
    await writeFile(`${path}.tmp`, toCsv(header, cells), { mode: 0o600 });
    await rename(`${path}.tmp`, path);
    files.push({ file: table.file, path, rows: rows.length });
  }
  return { folder: target, files };
}
