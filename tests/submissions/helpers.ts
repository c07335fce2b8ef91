/**
 * Test helpers for the form endpoints: a seeded database of either dialect, the submissions
 * pipeline wired to it (messages from the real message files, a memory rate limiter, the real
 * proof of work at a low difficulty), a solver for its challenges, request builders, and row
 * counts that prove a refusal stored nothing.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database } from '@/lib/db';
import { createHumanCheck, type HumanCheck, type PowChallenge } from '@/lib/human-check';
import type { HumanCheckSettings, PowSettings } from '@/lib/human-check/config';
import { powToken } from '@/lib/human-check/types';
import { createMessagesTranslator } from '@/lib/submissions/messages';
import { createSubmissions, type SubmissionDeps, type SubmissionKind, type Submissions } from '@/lib/submissions/pipeline';
import type { SubmissionSettings } from '@/lib/submissions/config';
import { createMemoryRateLimiter } from '@/lib/submissions/rate-limit';
import { applicationFields } from '@/scripts/crowd-client.mjs';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { testDatabase, type TestDatabase } from '../institute/helpers';

export { describePostgres, describeRedis, DIALECTS, listen, serve, type Served } from '../institute/helpers';

export const translate = createMessagesTranslator({ en, bn });

/** The English or Bengali text of a message key such as 'submissions.admission.success'. */
export function text(locale: 'en' | 'bn', key: string, values: Record<string, string> = {}): string {
  let node: unknown = locale === 'en' ? en : bn;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export const POW_SETTINGS: PowSettings = { provider: 'pow', maxNumber: 2_000, ttlMs: 600_000, secret: null };

export interface Harness {
  database: TestDatabase;
  db: Database;
  submissions: Submissions;
  humanCheck: HumanCheck;
  uploadsDir: string;
  /** A solved, unused human-check token. */
  token(): Promise<string>;
  post(kind: SubmissionKind, init: PostInit): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>;
  counts(): Promise<Counts>;
  /** Closes and deletes the database and the uploads folder. */
  drop(): Promise<void>;
}

export interface PostInit {
  json?: unknown;
  raw?: BodyInit;
  form?: FormData;
  contentType?: string;
  headers?: Record<string, string>;
  lang?: 'en' | 'bn';
  /** X-Forwarded-For (the harness trusts one proxy); each test uses its own to keep its own limit. */
  ip?: string;
}

export type Counts = Record<'applications' | 'contact_messages' | 'prospectus_requests' | 'newsletter_subscriptions' | 'used_human_checks' | 'idempotency_keys' | 'photos', number>;

export function settingsFor(uploadsDir: string, overrides: Partial<SubmissionSettings> = {}): SubmissionSettings {
  return {
    limits: { admission: 5, forms: 10, windowMs: 600_000 },
    trustedProxyHops: 1,
    uploadsDir,
    upstream: null,
    siteHostname: 'localhost',
    siteOrigin: null,
    ...overrides,
  };
}

let ipCounter = 0;

/** Runs `action` and checks that no table and no uploads folder changed. */
export async function expectNothingStored(h: Harness, action: () => Promise<void>): Promise<void> {
  const before = await h.counts();
  await action();
  expect(await h.counts()).toEqual(before);
}

/** A client address no other test has used, so each test starts with a fresh rate limit. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function harness(
  kind: 'sqlite' | 'postgres',
  overrides: { settings?: Partial<SubmissionSettings>; deps?: Partial<SubmissionDeps>; humanCheck?: HumanCheckSettings } = {},
): Promise<Harness> {
  const database = await testDatabase(kind);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'submissions-uploads-'));
  const humanCheck = createHumanCheck({ getDatabase: async () => database.db, settings: overrides.humanCheck ?? POW_SETTINGS });
  const submissions = createSubmissions({
    getDatabase: async () => database.db,
    translate,
    rateLimiter: createMemoryRateLimiter(),
    humanCheck,
    settings: settingsFor(uploadsDir, overrides.settings),
    waitForKey: { timeoutMs: 5_000, intervalMs: 20 },
    ...overrides.deps,
  });
  const result: Harness = {
    database,
    db: database.db,
    submissions,
    humanCheck,
    uploadsDir,
    async token() {
      const info = await humanCheck.info();
      if (info.provider !== 'pow') throw new Error('the harness uses the proof of work');
      return solve(info.challenge);
    },
    async post(kind, init) {
      // Through result.submissions, so a test may swap in a pipeline of its own.
      const response = await result.submissions.submit(kind, await buildRequest(kind, init), init.lang ?? 'en');
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, headers: response.headers, body };
    },
    counts: () => countRows(database.db, uploadsDir),
    async drop() {
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
  return result;
}

/**
 * A POST as a browser sends it. A FormData body is serialised to bytes first, as it arrives from
 * a socket (undici's own FormData stream breaks when a reader cancels it early).
 */
export async function buildRequest(kind: SubmissionKind, init: PostInit): Promise<Request> {
  const headers = new Headers(init.headers);
  headers.set('X-Forwarded-For', init.ip ?? freshIp());
  let body: BodyInit | undefined;
  if (init.form) {
    const encoded = new Request('http://localhost/', { method: 'POST', body: init.form });
    headers.set('Content-Type', encoded.headers.get('content-type')!);
    body = new Uint8Array(await encoded.arrayBuffer());
  } else if (init.raw !== undefined) body = init.raw;
  else if (init.json !== undefined) body = JSON.stringify(init.json);
  if (init.contentType) headers.set('Content-Type', init.contentType);
  else if (init.json !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return new Request(`http://localhost/api/${kind}?lang=${init.lang ?? 'en'}`, { method: 'POST', headers, body });
}

/** Solves a challenge the way the browser does: the first number whose hash matches. */
export function solve(challenge: PowChallenge): string {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) return powToken(challenge, n);
  }
  throw new Error('unsolvable challenge');
}

export async function countRows(db: Database, uploadsDir: string): Promise<Counts> {
  const count = async (table: string) => Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);
  let photos = 0;
  try {
    photos = readdirSync(uploadsDir).length;
  } catch {
    photos = 0;
  }
  return {
    applications: await count('applications'),
    contact_messages: await count('contact_messages'),
    prospectus_requests: await count('prospectus_requests'),
    newsletter_subscriptions: await count('newsletter_subscriptions'),
    used_human_checks: await count('used_human_checks'),
    idempotency_keys: await count('idempotency_keys'),
    photos,
  };
}

/** A department open for admission, as the form's dropdown offers it. */
export async function openDepartment(db: Database): Promise<{ id: number; en: string; bn: string }> {
  const row = await db.get<{ id: number; title_en: string; title_bn: string | null }>(
    'SELECT id, title_en, title_bn FROM departments WHERE admission_open = 1 ORDER BY position, id',
  );
  if (!row) throw new Error('the demo content has no department open for admission');
  return { id: Number(row.id), en: row.title_en, bn: row.title_bn ?? row.title_en };
}

let rollCounter = 100_000;
/** A valid admission payload with an SSC roll no other test has used. */
export async function admissionPayload(db: Database, token: string, overrides: Record<string, unknown> = {}) {
  const department = await openDepartment(db);
  rollCounter += 1;
  return {
    ...applicationFields({ name: 'Nusrat Jahan', department: { id: department.id, title_en: department.en }, roll: rollCounter, token }),
    ...overrides,
  };
}

/** The payload as multipart/form-data, with an optional photo part. */
export function multipart(payload: Record<string, unknown>, photo?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) if (value !== null && value !== undefined) form.set(name, String(value));
  if (photo) form.set('student_photo', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  return form;
}

/** A small real photo: a JPEG (or PNG) drawn with sharp, with EXIF metadata to be stripped. */
export async function photo(format: 'jpeg' | 'png' = 'jpeg', size = { width: 300, height: 360 }): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: { r: 34, g: 150, b: 137 } } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

export function uuid(): string {
  return crypto.randomUUID();
}

/** The files stored under an uploads folder. */
export function storedPhotos(uploadsDir: string): string[] {
  try {
    return readdirSync(uploadsDir);
  } catch {
    return [];
  }
}
