/**
 * Hostile input against every form endpoint: the four site routes (/api/admission, contact,
 * prospectus, newsletter) and the embedded API's four POSTs (/{product}_webside/admission_apply,
 * get_in_touch, request_prospectus, newsletter_subscribe), on SQLite and on PostgreSQL.
 *
 * The cases are GENERATED from a fixed seed (the same 5,000+ cases every run): malformed,
 * oversized, wrong-typed and hostile values mutating a valid payload, broken bodies, wrong
 * content types, broken multipart and photos that lie about their type. An oracle written from
 * the spec's field rules (independently of lib/validations) says which cases are valid. For
 * every case: never a 5xx; a refusal is a 4xx whose JSON has a `message` and changes no row
 * count and stores no file; a valid case is stored exactly once, with its text as sent (trimmed),
 * and a retry with the same Idempotency-Key stores nothing more.
 *
 * Where stored text is shown: the site shows submissions nowhere publicly (no page or API reads
 * them back); the only place is the staff's CSV export (scripts/export-csv.ts through
 * lib/submissions/export.ts), checked at the end for formula injection.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createInstituteApiHandler } from '@/lib/institute/embedded/handler';
import { exportSubmissions } from '@/lib/submissions/export';
import { payloadToFormValues, validateAdmissionForm } from '@/lib/validations/admission';
import type { SubmissionKind } from '@/lib/submissions/pipeline';
import { buildRequest, describePostgres, harness, openDepartment, photo, type Counts, type Harness, type PostInit } from '../submissions/helpers';

jest.setTimeout(180_000);

/** mulberry32: a tiny seeded PRNG, so the generated cases are the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

/** Strings no field should choke on; as text they may be valid, in a formatted field never. */
const HOSTILE_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "'; DROP TABLE applications;--",
  "Robert'); DROP TABLE contact_messages;--",
  "1' OR '1'='1",
  '1; SELECT pg_sleep(5);--',
  '\u202Egnp.exe\u202C',
  'a\u200Db\u200Dc\u200B',
  '\u200B',
  // Text that shows nothing, noncharacters and private-use characters (issue 46).
  '\u200B\u200B\u200B',
  '\uFE0F',
  '\u3164\u2800',
  'Rahim\uFFFE',
  '\uFFFF',
  'Karim\uFDD0',
  '\uE000\uE001\uE002',
  'x\u{10FFFF}y',
  '\uD800',
  'x\uDC00y',
  'nul\u0000byte',
  'bell\u0007',
  'x'.repeat(10_000),
  '👩‍👩‍👧‍👦 🇧🇩 😀',
  '😀'.repeat(2_000),
  'ক্ষ্ম্য্র িি ্্্ শিক্ষার্থী',
  '১২৩৪৫৬',
  '=HYPERLINK("http://evil.example","click")',
  '+cmd|\' /C calc\'!A0',
  '-2+3+cmd',
  '@SUM(1+1)*cmd',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  'line\r\nbreak\ttab',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
];
/** Text-only extras: blank, padded and over-long values (whether they pass depends on the field). */
const TEXT_EXTRAS: readonly unknown[] = ['', '   ', '\t\n', '  Rahim Uddin  ', 'Ab', 'x'.repeat(101), 'y'.repeat(151), 'z'.repeat(301), 'w'.repeat(1_001), 'v'.repeat(5_001)];
/** Wrong types: numbers no digit-only field accepts, booleans, arrays and objects. */
const WRONG_TYPES: readonly unknown[] = [-1, -0.5, 3.14159, 1e21, 1.5e300, -99_999, true, false, [], ['a'], [1, 2], {}, { $gt: '' }, { toString: 'x' }, [[['deep']]]];

type Rule =
  /** Free text: trimmed, required or not, a length range, control characters refused. */
  | { type: 'text'; required: boolean; min: number; max: number; multiline: boolean }
  /**
   * A formatted field (e-mail, phone, digits, date, token): every hostile value is invalid but
   * those in `accepts`; missing is fine when optional.
   */
  | { type: 'format'; required: boolean; accepts?: readonly string[] };

const text = (required: boolean, max: number, options: { min?: number; multiline?: boolean } = {}): Rule => ({
  type: 'text',
  required,
  max,
  min: options.min ?? 0,
  multiline: options.multiline ?? false,
});
const format = (required: boolean, accepts: readonly string[] = []): Rule => ({ type: 'format', required, accepts });

const RULES: Record<SubmissionKind, Record<string, Rule>> = {
  contact: { name: text(true, 100), email: format(true), subject: text(false, 150), message: text(true, 5_000, { multiline: true }) },
  prospectus: {
    name: text(true, 100),
    address: text(true, 300, { multiline: true }),
    // Six Bengali digits are a phone number as a Bengali keyboard types it.
    phone: format(true, ['১২৩৪৫৬']),
    email: format(true),
    notes: text(false, 1_000, { multiline: true }),
  },
  newsletter: { email: format(true) },
  admission: {
    student_name: text(true, 100, { min: 3 }),
    guardian_name: text(true, 100),
    birth_date: format(false),
    student_mobile_number: format(true),
    guardian_mobile_number: format(false),
    department: format(true),
    department_id: format(true),
    ssc_board: format(false),
    // Digits are read in either script, as the browser form sends them: six Bengali ones are a roll.
    ssc_board_roll: format(true, ['১২৩৪৫৬']),
    ssc_Reg_number: format(false, ['১২৩৪৫৬']),
    ssc_gpa: format(true),
    ssc_batch_year: format(true),
    recaptcha_token: format(true),
  },
};

// Control characters, bidirectional overrides and isolates, half a UTF-16 pair, noncharacters and
// private-use characters.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufdd0-\ufdef\ue000-\uf8ff]|\p{Cs}|[\ufffe\uffff\u{1fffe}\u{1ffff}\u{10fffe}\u{10ffff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/u;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufdd0-\ufdef\ue000-\uf8ff]|\p{Cs}|[\ufffe\uffff\u{1fffe}\u{1ffff}\u{10fffe}\u{10ffff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/u;
/** What shows nothing: white space, zero-width characters and joiners, variation selectors, Hangul fillers, the blank braille pattern. */
const SHOWS_NOTHING = /[\s\u200b-\u200f\u2060-\u2064\u00ad\u034f\ufe00-\ufe0f\u3164\u115f\u1160\uffa0\u2800\ufeff]/gu;

/** The oracle: is `value` (undefined = field missing) acceptable under `rule`? */
function fieldValid(rule: Rule, value: unknown): boolean {
  if (value === undefined || value === null) return !rule.required;
  if (rule.type === 'format') return typeof value === 'string' && (rule.accepts ?? []).includes(value);
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed === '') return !rule.required;
  // Only invisible characters: it looks empty, and is refused, required or not.
  const shown = [...trimmed.replace(SHOWS_NOTHING, '')].length;
  if (shown === 0) return false;
  // The minimum counts the characters (code points) that show, the maximum UTF-16 units, as the schemas do.
  if (shown < rule.min || trimmed.length > rule.max) return false;
  return !(rule.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(trimmed);
}

const KINDS: readonly SubmissionKind[] = ['admission', 'contact', 'prospectus', 'newsletter'];
const EMBEDDED_PATH: Record<SubmissionKind, string> = {
  admission: 'admission_apply',
  contact: 'get_in_touch',
  prospectus: 'request_prospectus',
  newsletter: 'newsletter_subscribe',
};
const TABLE: Record<SubmissionKind, keyof Counts> = {
  admission: 'applications',
  contact: 'contact_messages',
  prospectus: 'prospectus_requests',
  newsletter: 'newsletter_subscriptions',
};
const JSON_LIMIT = 32 * 1024;
const MULTIPART_LIMIT = 700 * 1024;
const CASES_PER_ENDPOINT = 640;

interface Photos {
  jpeg: Buffer;
  png: Buffer;
  jpegWithScript: Buffer;
  textAsJpeg: Buffer;
  pngGarbage: Buffer;
  bigJpeg: Buffer;
}

async function makePhotos(): Promise<Photos> {
  const jpeg = await photo('jpeg');
  const noise = Buffer.alloc(560 * 1024);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return {
    jpeg,
    png: await photo('png'),
    jpegWithScript: Buffer.concat([jpeg, Buffer.from('<script>alert("polyglot")</script><?php system($_GET["c"]); ?>')]),
    textAsJpeg: Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(20)),
    pngGarbage: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage, not a PNG at all '.repeat(40))]),
    // Bigger than the 500 KB photo limit, under the 700 KB body limit.
    bigJpeg: Buffer.concat([jpeg, noise]),
  };
}

/** One generated case: how to send it, and what the oracle expects. */
interface Case {
  id: number;
  kind: SubmissionKind;
  via: 'api' | 'embedded';
  label: string;
  valid: boolean;
  /** An exact status when the oracle knows it (413, 415); otherwise any 4xx for a refusal, 201 for a valid case. */
  status?: number;
  /** Text fields whose stored value must equal the sent one, trimmed. */
  expect?: Record<string, string>;
  photo?: boolean;
  retry?: boolean;
  init: () => Promise<PostInit>;
}

type FieldMap = Record<string, unknown>;

function serialise(fields: FieldMap): string {
  return JSON.stringify(fields);
}

function toMultipart(fields: FieldMap, file?: { name: string; type: string; bytes: Uint8Array; field?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  if (file) form.set(file.field ?? 'student_photo', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

/** Raw multipart bytes, for the broken ones FormData would never produce. */
function rawMultipart(parts: { name: string; value: string }[], boundary: string, options: { close?: boolean } = {}): string {
  const body = parts.map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`).join('');
  return options.close === false ? body : `${body}--${boundary}--\r\n`;
}

function generate(
  rng: Rng,
  ctx: { department: { id: number; en: string }; photos: Photos; token: () => Promise<string>; unique: () => number },
): Case[] {
  const cases: Case[] = [];
  let id = 0;
  const base = (kind: SubmissionKind, n: number): FieldMap => {
    switch (kind) {
      case 'contact':
        return { name: 'Rafiq Islam', email: `rafiq${n}@example.com`, subject: 'Hostel seats', message: 'Are there hostel seats?\nThank you.' };
      case 'prospectus':
        return { name: 'Salma Begum', address: 'House 12, Road 3\nSonadanga, Khulna', phone: '+880 1711-000000', email: `salma${n}@example.com`, notes: '' };
      case 'newsletter':
        return { email: `reader${n}@example.com` };
      case 'admission':
        return {
          student_name: 'Nusrat Jahan',
          department: ctx.department.en,
          department_id: ctx.department.id,
          birth_date: '2008-03-14',
          guardian_name: 'Abdul Karim',
          ssc_board: 'Jessore',
          ssc_board_roll: String(200_000 + n),
          ssc_Reg_number: '1234567890',
          ssc_gpa: 4.5,
          ssc_batch_year: 2024,
          student_mobile_number: '01712345678',
          guardian_mobile_number: '01812345678',
        };
    }
  };

  const valueFor = (rule: Rule): unknown => {
    const roll = rng.next();
    if (roll < 0.08) return undefined;
    if (roll < 0.12) return null;
    if (rule.type === 'format') return roll < 0.75 ? rng.pick(HOSTILE_STRINGS) : rng.pick(WRONG_TYPES);
    if (roll < 0.6) return rng.pick(HOSTILE_STRINGS);
    if (roll < 0.85) return rng.pick(TEXT_EXTRAS);
    return rng.pick(WRONG_TYPES);
  };

  for (const via of ['api', 'embedded'] as const) {
    for (const kind of KINDS) {
      const rules = RULES[kind];
      const names = Object.keys(rules);
      for (let i = 0; i < CASES_PER_ENDPOINT; i += 1) {
        id += 1;
        const n = ctx.unique();
        const fields = base(kind, n);
        const lang = rng.pick(['en', 'bn'] as const);
        const shape = rng.next();
        const c: Case = { id, kind, via, label: '', valid: false, init: async () => ({}) };
        const withToken = async (f: FieldMap) => (kind === 'admission' && !('recaptcha_token' in f) ? { ...f, recaptcha_token: await ctx.token() } : f);

        if (shape < 0.62) {
          // Mutate one to three fields with hostile values.
          const count = 1 + rng.int(3);
          const mutated: string[] = [];
          let valid = true;
          const expect: Record<string, string> = {};
          for (let m = 0; m < count; m += 1) {
            const field = rng.pick(names);
            const value = valueFor(rules[field]!);
            if (value === undefined) delete fields[field];
            else fields[field] = value;
            mutated.push(`${field}=${show(value)}`);
          }
          for (const field of names) {
            if (field === 'recaptcha_token' && !(field in fields)) continue; // added below, solved
            if (mutated.some((x) => x.startsWith(`${field}=`)) && !fieldValid(rules[field]!, fields[field])) valid = false;
            const rule = rules[field]!;
            if (rule.type === 'text' && typeof fields[field] === 'string') expect[field] = (fields[field] as string).trim();
          }
          if (rng.chance(0.1)) fields[rng.pick(['role', 'is_admin', 'id', 'created_at', 'reference', 'photo_path'])] = rng.pick(HOSTILE_STRINGS);
          const bodyText = kind === 'admission' ? null : serialise(fields);
          const tooBig = bodyText !== null && Buffer.byteLength(bodyText) > JSON_LIMIT;
          Object.assign(c, { label: `fields ${mutated.join(', ')}`, valid: valid && !tooBig, status: tooBig ? 413 : undefined, expect });
          const key = rng.chance(0.3) ? crypto.randomUUID() : undefined;
          c.retry = Boolean(key) && c.valid;
          c.init = async () => {
            const body = serialise(await withToken(fields));
            if (Buffer.byteLength(body) > JSON_LIMIT) {
              c.valid = false;
              c.status = 413;
            }
            return { raw: body, contentType: 'application/json', lang, headers: key ? { 'Idempotency-Key': key } : ({} as Record<string, string>) };
          };
        } else if (shape < 0.74) {
          // Broken or non-object JSON bodies.
          const raw = rng.pick<string | Uint8Array>([
            '{',
            '{"email": NaN}',
            '{"email": Infinity}',
            "{'email': 'a@b.co'}",
            '',
            'null',
            '[]',
            '"a string"',
            '42',
            'true',
            `[${serialise(fields)}]`,
            `${serialise(fields)}}`,
            `${serialise(fields).slice(0, -1)}`,
            '{"a":1,}',
            `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
            new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
            new Uint8Array([0xc0, 0x80]),
          ]);
          Object.assign(c, { label: `invalid JSON ${show(typeof raw === 'string' ? raw : `bytes ${[...raw].join(',')}`)}`, valid: false, status: 400 });
          c.init = async () => ({ raw: typeof raw === 'string' ? raw : new Uint8Array(raw), contentType: 'application/json', lang });
        } else if (shape < 0.82) {
          // A valid body under a content type that is not JSON (or multipart where it is not taken).
          const type = rng.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/jsonp',
            'text/json',
            ...(kind === 'admission' ? [] : ['multipart/form-data; boundary=x']),
            '',
          ]);
          Object.assign(c, { label: `content type "${type}"`, valid: false, status: 415 });
          c.init = async () => ({ raw: serialise(await withToken(fields)), contentType: type || undefined, lang, headers: type ? ({} as Record<string, string>) : { 'Content-Type': '' } });
        } else if (shape < 0.87) {
          // Oversized, or a bad Idempotency-Key.
          if (rng.chance(0.5)) {
            const pad = 'p'.repeat(JSON_LIMIT + rng.int(200_000));
            Object.assign(c, { label: `body of ${pad.length} bytes`, valid: false, status: 413 });
            c.init = async () => ({ raw: serialise({ ...(await withToken(fields)), padding: pad }), contentType: 'application/json', lang });
          } else {
            const key = rng.pick(['not-a-uuid', "'; DROP TABLE idempotency_keys;--", '<script>', 'x'.repeat(500), '00000000-0000-0000-0000-00000000000g']);
            Object.assign(c, { label: `Idempotency-Key ${show(key)}`, valid: false, status: 400 });
            c.init = async () => ({ raw: serialise(await withToken(fields)), contentType: 'application/json', lang, headers: { 'Idempotency-Key': key } });
          }
        } else if (kind === 'admission') {
          // Multipart: broken bodies and photos that lie.
          const variant = rng.int(13);
          const p = ctx.photos;
          const file = (bytes: Uint8Array, name: string, type: string, field?: string) => ({ bytes, name, type, field });
          const multipartCase = (label: string, valid: boolean, make: (f: FieldMap) => FormData, extra: Partial<Case> = {}) => {
            Object.assign(c, { label, valid, expect: { student_name: String(fields.student_name) }, ...extra });
            c.init = async () => ({ form: make(await withToken(fields)), lang });
          };
          const rawCase = (label: string, status: number | undefined, make: (f: FieldMap) => { raw: string | Uint8Array; contentType: string }) => {
            Object.assign(c, { label, valid: false, status });
            c.init = async () => {
              const { raw, contentType } = make(await withToken(fields));
              return { raw: typeof raw === 'string' ? raw : new Uint8Array(raw), contentType, lang };
            };
          };
          const parts = (f: FieldMap) => Object.entries(f).map(([name, value]) => ({ name, value: String(value) }));
          switch (variant) {
            case 0:
              multipartCase('multipart without a photo', true, (f) => toMultipart(f));
              break;
            case 1:
              multipartCase('multipart with a real JPEG', true, (f) => toMultipart(f, file(p.jpeg, 'me.jpg', 'image/jpeg')), { photo: true });
              break;
            case 2:
              multipartCase('a PNG named .jpg', true, (f) => toMultipart(f, file(p.png, 'me.jpg', 'image/jpeg')), { photo: true });
              break;
            case 3:
              multipartCase('a JPEG with a script appended', true, (f) => toMultipart(f, file(p.jpegWithScript, 'me.jpg', 'image/jpeg')), { photo: true });
              break;
            case 4:
              multipartCase('HTML named .jpg', false, (f) => toMultipart(f, file(p.textAsJpeg, 'me.jpg', 'image/jpeg')));
              break;
            case 5:
              multipartCase('a PNG header with garbage', false, (f) => toMultipart(f, file(p.pngGarbage, 'me.png', 'image/png')));
              break;
            case 6:
              multipartCase('a photo over 500 KB', false, (f) => toMultipart(f, file(p.bigJpeg, 'me.jpg', 'image/jpeg')));
              break;
            case 7:
              multipartCase('a file in a text field', false, (f) => toMultipart(f, file(p.jpeg, 'x.jpg', 'image/jpeg', 'student_name')));
              break;
            case 8:
              multipartCase('a required part missing', false, (f) => {
                const rest = { ...f };
                delete rest.student_mobile_number;
                return toMultipart(rest);
              });
              break;
            case 9:
              rawCase('boundary in the header differs from the body', 400, (f) => ({
                raw: rawMultipart(parts(f), 'actual-boundary'),
                contentType: 'multipart/form-data; boundary=declared-boundary',
              }));
              break;
            case 10:
              rawCase('multipart without a boundary', 400, (f) => ({ raw: rawMultipart(parts(f), 'b'), contentType: 'multipart/form-data' }));
              break;
            case 11:
              rawCase('multipart cut off before its end', undefined, (f) => ({
                raw: rawMultipart(parts(f), 'cut', { close: false }).slice(0, -20),
                contentType: 'multipart/form-data; boundary=cut',
              }));
              break;
            default:
              rawCase('multipart body over 700 KB', 413, (f) => ({
                raw: rawMultipart([...parts(f), { name: 'padding', value: 'q'.repeat(MULTIPART_LIMIT + 1_000) }], 'big'),
                contentType: 'multipart/form-data; boundary=big',
              }));
          }
        } else {
          // Prototype keys and duplicate keys in the JSON text (the last one wins in JSON.parse).
          const body = serialise(fields);
          const raw = rng.chance(0.5)
            ? `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${body.slice(1)}`
            : `${body.slice(0, -1)},"${names[0]}":${JSON.stringify(rng.pick(WRONG_TYPES))}}`;
          const polluted = raw.startsWith('{"__proto__"');
          Object.assign(c, { label: polluted ? 'prototype keys' : `duplicate key ${names[0]}`, valid: polluted });
          c.expect = polluted ? Object.fromEntries(names.filter((f) => rules[f]!.type === 'text' && typeof fields[f] === 'string').map((f) => [f, String(fields[f]).trim()])) : {};
          c.init = async () => ({ raw, contentType: 'application/json', lang });
        }
        cases.push(c);
      }
    }
  }
  return cases;
}

function show(value: unknown): string {
  const s = typeof value === 'string' ? JSON.stringify(value) : value === undefined ? 'missing' : JSON.stringify(value) ?? String(value);
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length})` : s;
}

function hostileSuite(dialect: 'sqlite' | 'postgres') {
  let h: Harness;
  let embedded: (request: Request) => Promise<Response>;
  let cases: Case[];

  beforeAll(async () => {
    h = await harness(dialect, { settings: { limits: { admission: 1e9, forms: 1e9, windowMs: 600_000 } } });
    embedded = createInstituteApiHandler({ getDatabase: async () => h.db, product: 'erp', submit: (kind, request, locale) => h.submissions.submit(kind, request, locale) });
    let counter = 0;
    cases = generate(prng(0x5eed_2026), {
      department: await openDepartment(h.db),
      photos: await makePhotos(),
      token: () => h.token(),
      unique: () => (counter += 1),
    });
  });
  afterAll(async () => {
    await h?.drop();
  });

  /** The row counts in one query (the harness's counts take seven round trips), and the stored photos. */
  async function counts(): Promise<Counts> {
    const tables = ['applications', 'contact_messages', 'prospectus_requests', 'newsletter_subscriptions', 'used_human_checks', 'idempotency_keys'] as const;
    const row = await h.db.get<Record<string, number>>(`SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(', ')}`);
    let photos = 0;
    try {
      photos = readdirSync(h.uploadsDir).length;
    } catch {
      photos = 0;
    }
    return { ...(Object.fromEntries(tables.map((t) => [t, Number(row![t])])) as Omit<Counts, 'photos'>), photos };
  }

  async function send(c: Case, init: PostInit): Promise<{ status: number; body: Record<string, unknown>; contentType: string | null }> {
    const request = await buildRequest(c.kind, init);
    const lang = init.lang ?? 'en';
    let response: Response;
    if (c.via === 'api') response = await h.submissions.submit(c.kind, request, lang);
    else {
      const prefix = c.id % 2 === 0 ? '/erp_webside/' : '/api/webside/';
      const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
      response = await embedded(new Request(`http://localhost${prefix}${EMBEDDED_PATH[c.kind]}?lang=${lang}`, { method: 'POST', headers: request.headers, body: bytes }));
    }
    const raw = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = { unparsable: raw.slice(0, 80) };
    }
    return { status: response.status, body, contentType: response.headers.get('content-type') };
  }

  it(`keeps every generated case to the contract (${dialect})`, async () => {
    const failures: string[] = [];
    const perEndpoint = new Map<string, { cases: number; valid: number }>();
    const started = Date.now();
    for (const c of cases) {
      const endpoint = c.via === 'api' ? `/api/${c.kind}` : `/{product}_webside/${EMBEDDED_PATH[c.kind]}`;
      const tally = perEndpoint.get(endpoint) ?? { cases: 0, valid: 0 };
      const fail = (why: string) => failures.push(`#${c.id} ${endpoint} ${c.label}: ${why}`);
      const init = await c.init();
      const before = await counts();
      const answer = await send(c, init);
      const after = await counts();
      tally.cases += 1;
      if (c.valid) tally.valid += 1;
      perEndpoint.set(endpoint, tally);

      if (answer.status >= 500) fail(`answered ${answer.status} ${JSON.stringify(answer.body)}`);
      if (!answer.contentType?.startsWith('application/json') || typeof answer.body.message !== 'string' || answer.body.message === '') {
        fail(`no JSON message: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (!c.valid) {
        if (answer.status < 400 || answer.status >= 500) fail(`expected a refusal, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        if (c.status && answer.status !== c.status) fail(`expected ${c.status}, got ${answer.status}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) fail(`a refusal changed the counts ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        continue;
      }
      if (answer.status !== 201) {
        fail(`expected 201, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        continue;
      }
      const table = TABLE[c.kind];
      if (after[table] !== before[table] + 1) fail(`stored ${after[table] - before[table]} rows`);
      if (after.photos !== before.photos + (c.photo ? 1 : 0)) fail(`stored ${after.photos - before.photos} photos`);
      const row = await h.db.get<Record<string, unknown>>(`SELECT * FROM ${table} WHERE id = ?`, [answer.body.id as number]);
      if (!row) fail('no row for the id answered');
      for (const [field, sent] of Object.entries(c.expect ?? {})) {
        const column = field === 'ssc_Reg_number' ? 'ssc_reg_number' : field;
        // A lone surrogate cannot be stored as UTF-8: it becomes U+FFFD, which is what a browser sends anyway.
        if (row && row[column] !== sent.toWellFormed()) fail(`${field} stored as ${show(row[column])}, sent ${show(sent)}`);
      }
      if (c.photo && row) {
        const stored = readFileSync(join(h.uploadsDir, String(row.photo_path).replace(/^uploads\//, '')));
        if (stored.includes('<script') || stored.includes('<?php')) fail('the stored photo kept the appended script');
      }
      if (c.retry) {
        const again = await send(c, await c.init().then((i) => ({ ...i, headers: (init.headers ?? {}) })));
        if (again.status !== 201 || again.body.id !== answer.body.id) fail(`the retry answered ${again.status} ${JSON.stringify(again.body)}`);
        if (JSON.stringify(await counts()) !== JSON.stringify(after)) fail('the retry stored something');
      }
    }
    const total = cases.length;
    console.log(
      `hostile input on ${dialect}: ${total} cases in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        [...perEndpoint].map(([endpoint, t]) => `  ${endpoint}: ${t.cases} cases (${t.valid} valid)`).join('\n'),
    );
    expect(total).toBeGreaterThanOrEqual(5_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures.slice(0, 25)).toEqual([]);
  });

  it(`exports the stored hostile text to CSV with every formula neutralised (${dialect})`, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hostile-export-'));
    try {
      const report = await exportSubmissions(h.db, folder, { dataDir: h.uploadsDir });
      const rows = report.files.reduce((sum, f) => sum + f.rows, 0);
      expect(rows).toBeGreaterThan(100);
      for (const file of report.files) {
        const csv = readFileSync(file.path, 'utf8').replace(/^\uFEFF/, '');
        for (const cell of cells(csv)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        // The hostile texts the generator stored are there, made inert by a leading apostrophe.
        if (file.file.startsWith('contact')) expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""click"")`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}

/** The cells of an RFC 4180 CSV text, unquoted. */
function cells(csv: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\n') {
      out.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  return out;
}

describe('hostile input on SQLite', () => hostileSuite('sqlite'));
describePostgres('hostile input on PostgreSQL', () => hostileSuite('postgres'));

// Keep sharp's worker pool from holding the process open after the suite.
afterAll(() => sharp.concurrency(0));

it('reports a birth date that is not text with its own message key (it used to be a 503)', () => {
  for (const value of [[1, 2], {}, ['a'], true]) {
    const check = validateAdmissionForm(payloadToFormValues({ birth_date: value }));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.birthDate).toBe('birthDateInvalid');
  }
});
