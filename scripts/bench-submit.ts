/**
 * `npm run bench:submit`: the server time of an admission submission, median and p99 over 200
 * submissions, with and without a photo, at the test difficulty of the human check (solving it
 * is the browser's time and is done before the clock starts).
 *
 *   npm run bench:submit                          in process, on a fresh SQLite database in a temp folder
 *   npm run bench:submit -- --postgres            in process, on DATABASE_URL (tables are created if missing)
 *   npm run bench:submit -- --url http://127.0.0.1:3403
 *       against a running site on this machine (loopback only); start it with TRUSTED_PROXY=1 so
 *       each submission counts as its own client, or the rate limit stops the run at the sixth.
 *   --count N (default 200)
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { databaseConfig, type Database } from '@/lib/db';
import { createHumanCheck, type HumanCheckInfo } from '@/lib/human-check';
import { applicationFields, solve } from './crowd-client.mjs';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';
import { createMessagesTranslator } from '@/lib/submissions/messages';
import { createSubmissions } from '@/lib/submissions/pipeline';
import { createMemoryRateLimiter } from '@/lib/submissions/rate-limit';
import { submissionSettings } from '@/lib/submissions/config';
import en from '../messages/en.json' with { type: 'json' };
import bn from '../messages/bn.json' with { type: 'json' };

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, count: { type: 'string', default: '200' }, postgres: { type: 'boolean', default: false } },
});
const count = Number(args.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number');
const difficulty = Number(process.env.HUMAN_CHECK_DIFFICULTY || 1_000);

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return `${label.padEnd(24)} n=${sorted.length}  median ${at(0.5).toFixed(2)} ms  p99 ${at(0.99).toFixed(2)} ms  max ${sorted.at(-1)!.toFixed(2)} ms`;
}

const photo = await sharp({ create: { width: 600, height: 720, channels: 3, background: { r: 34, g: 150, b: 137 } } })
  .jpeg({ quality: 85 })
  .toBuffer();
const rollBase = randomInt(100_000, 800_000);

type Department = { id: number; name: string };

function payload(i: number, department: Department, token: string) {
  return applicationFields({ name: 'Benchmark Applicant', department: { id: department.id, title_en: department.name }, roll: rollBase + i, token });
}

function body(i: number, department: Department, token: string, withPhoto: boolean): { body: BodyInit; headers: Record<string, string> } {
  const fields = payload(i, department, token);
  if (!withPhoto) return { body: JSON.stringify(fields), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  form.set('student_photo', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
  return { body: form, headers: {} };
}

async function inProcess(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-submit-'));
  const config = args.postgres ? databaseConfig() : { kind: 'sqlite' as const, path: join(dir, 'bench.db') };
  if (args.postgres && config.kind !== 'postgres') throw new Error('--postgres needs DATABASE_URL');
  const db: Database = await openInstituteDatabase(config, { seed: true });
  try {
    const humanCheck = createHumanCheck({ getDatabase: async () => db, settings: { provider: 'pow', maxNumber: difficulty, ttlMs: 600_000, secret: null } });
    const submissions = createSubmissions({
      getDatabase: async () => db,
      translate: createMessagesTranslator({ en, bn }),
      rateLimiter: createMemoryRateLimiter(),
      humanCheck,
      settings: { ...submissionSettings({ ...process.env, INSTITUTE_API_URL: '' }), uploadsDir: join(dir, 'uploads'), trustedProxyHops: 1 },
    });
    const row = await db.get<{ id: number; title_en: string }>('SELECT id, title_en FROM departments WHERE admission_open = 1 ORDER BY position, id');
    const department = { id: Number(row!.id), name: row!.title_en };
    console.log(`In process, ${config.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, difficulty ${difficulty}, ${count} submissions per series:`);
    let i = 0;
    for (const withPhoto of [false, true]) {
      const times: number[] = [];
      for (let n = 0; n < count; n += 1, i += 1) {
        const info = await humanCheck.info();
        const token = solve((info as Extract<HumanCheckInfo, { provider: 'pow' }>).challenge);
        const { body: sent, headers } = body(i, department, token, withPhoto);
        const request = new Request('http://127.0.0.1/api/admission?lang=en', {
          method: 'POST',
          body: sent,
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID(), 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` },
        });
        const start = performance.now();
        const response = await submissions.submit('admission', request, 'en');
        await response.arrayBuffer();
        times.push(performance.now() - start);
        if (response.status !== 201) throw new Error(`submission ${i} answered ${response.status}`);
      }
      console.log(summary(withPhoto ? 'multipart, 600×720 JPEG' : 'JSON, no photo', times));
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function overHttp(origin: string): Promise<void> {
  const url = new URL(origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('--url must be a loopback address (127.0.0.1, localhost or [::1])');
  const departments = (await (await fetch(new URL('/erp_webside/admited_department?lang=en', url))).json()) as { adps: { department__id: number; department__department: string }[] };
  const first = departments.adps[0];
  if (!first) throw new Error('the site offers no department for admission');
  const department = { id: first.department__id, name: first.department__department };
  console.log(`Over HTTP to ${url.origin}, ${count} submissions per series (round trip on loopback):`);
  let i = 0;
  for (const withPhoto of [false, true]) {
    const times: number[] = [];
    for (let n = 0; n < count; n += 1, i += 1) {
      const info = (await (await fetch(new URL('/api/human-check', url), { cache: 'no-store' })).json()) as HumanCheckInfo;
      if (info.provider !== 'pow') throw new Error('the site uses reCAPTCHA: benchmark it with the proof of work instead');
      const { body: sent, headers } = body(i, department, solve(info.challenge), withPhoto);
      const start = performance.now();
      const response = await fetch(new URL('/api/admission?lang=en', url), {
        method: 'POST',
        body: sent,
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID(), 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` },
      });
      const answer = await response.text();
      times.push(performance.now() - start);
      if (response.status === 429) throw new Error('rate limited: start the site with TRUSTED_PROXY=1 so each submission counts as its own client');
      if (response.status !== 201) throw new Error(`submission ${i} answered ${response.status}: ${answer}`);
    }
    console.log(summary(withPhoto ? 'multipart, 600×720 JPEG' : 'JSON, no photo', times));
  }
}

if (args.url) await overHttp(args.url);
else await inProcess();
