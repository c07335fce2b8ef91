/**
 * `npm run export:csv`: every submission in CSV that a spreadsheet opens as text, never as a
 * formula, with Bengali intact.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { csvCell, exportSubmissions, toCsv } from '@/lib/submissions/export';
import { admissionPayload, harness, multipart, photo, type Harness } from './helpers';

jest.setTimeout(60_000);

/** A minimal RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(textWithBom: string): string[][] {
  expect(textWithBom.startsWith('\uFEFF')).toBe(true);
  const text = textWithBom.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('CSV cells', () => {
  it('quotes what needs quoting', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4.5)).toBe('4.5');
  });

  it('keeps a cell from being read as a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}HYPERLINK("http://x")`)).toBe(`"'${start}HYPERLINK(""http://x"")"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes a byte-order mark and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [[1, 'নুসরাত']])).toBe('\uFEFFa,b\r\n1,নুসরাত\r\n');
  });
});

describe('the export', () => {
  let h: Harness;
  let out: string;
  beforeAll(async () => {
    h = await harness('sqlite');
    out = mkdtempSync(join(tmpdir(), 'export-'));
    const payload = await admissionPayload(h.db, await h.token(), { student_name: '=cmd|"/c calc"!A1', guardian_name: 'আব্দুল করিম' });
    expect((await h.post('admission', { form: multipart(payload, { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' }) })).status).toBe(201);
    expect((await h.post('contact', { json: { name: 'Rafiq, Jr.', email: 'r@example.com', subject: '@SUM(A1)', message: 'Line one\nLine "two"' } })).status).toBe(201);
    expect((await h.post('prospectus', { json: { name: 'Salma', address: 'Road 3\nKhulna', phone: '+8801711000000', email: 's@example.com', notes: '-2' } })).status).toBe(201);
    expect((await h.post('newsletter', { json: { email: 'reader@example.com' } })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.drop();
    rmSync(out, { recursive: true, force: true });
  });

  it('writes the four files, one row per submission, as a spreadsheet reads them', async () => {
    const report = await exportSubmissions(h.db, out, { dataDir: '/srv/site-data' });
    expect(report.files.map((f) => [f.file, f.rows])).toEqual([
      ['applications.csv', 1],
      ['contact-messages.csv', 1],
      ['prospectus-requests.csv', 1],
      ['newsletter-subscriptions.csv', 1],
    ]);
    const [header, application] = parseCsv(readFileSync(join(out, 'applications.csv'), 'utf8'));
    const record = Object.fromEntries(header!.map((name, i) => [name, application![i]]));
    expect(record).toMatchObject({
      student_name: '\'=cmd|"/c calc"!A1',
      guardian_name: 'আব্দুল করিম',
      ssc_gpa: '4.50',
      student_mobile_number: '01712345678',
      language: 'en',
    });
    expect(record.application_id).toMatch(/^ADM-\d{4}-\d{6}$/);
    expect(record.photo).toMatch(/^\/srv\/site-data\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const [, message] = parseCsv(readFileSync(join(out, 'contact-messages.csv'), 'utf8'));
    expect(message!.slice(2, 6)).toEqual(['Rafiq, Jr.', 'r@example.com', "'@SUM(A1)", 'Line one\nLine "two"']);
    const [, request] = parseCsv(readFileSync(join(out, 'prospectus-requests.csv'), 'utf8'));
    expect(request!.slice(2, 7)).toEqual(['Salma', 'Road 3\nKhulna', "'+8801711000000", 's@example.com', "'-2"]);
    expect(statSync(join(out, 'applications.csv')).mode & 0o077).toBe(0);
  });

  it('runs as npm run export:csv on the configured database', async () => {
    const folder = join(out, 'from-script');
    const path = h.database.config.kind === 'sqlite' ? h.database.config.path : '';
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/export-csv.ts', folder], {
      cwd: process.cwd(),
      env: { ...process.env, SQLITE_PATH: path, DATABASE_URL: '', INSTITUTE_API_URL: '', DATA_DIR: '/srv/site-data' },
    });
    expect(stdout).toContain('applications.csv: 1 row');
    expect(stdout).toContain('newsletter-subscriptions.csv: 1 row');
    expect(parseCsv(readFileSync(join(folder, 'applications.csv'), 'utf8'))).toHaveLength(2);
  });
});
