/**
 * Failure drills for the form endpoints:
 * (b) the database goes away during submissions (PostgreSQL refusing connections, and a failure
 *     inside the transaction): a 503 with the spec's failure text, and nothing half-written;
 * (c) the process is killed (SIGKILL) in the middle of a burst: after a restart every submission
 *     that was answered 201 is stored exactly once, and retrying the unanswered ones with their
 *     Idempotency-Key stores each of them once too. Admissions with photos run through the burst,
 *     and the kill comes while one of them has its photo written and its transaction open: after
 *     the restart no photo file is left that no application names, and none is missing (issue 46).
 * (The forms' failure message is tests/e2e/failure-drills.spec.ts; the pages' last-good
 * fallback when the upstream is down is covered at the data layer in tests/institute.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Database, Queryable } from '@/lib/db';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';
import type { PowChallenge } from '@/lib/human-check';
import { admissionPayload, describePostgres, harness, multipart, photo, solve, text, uuid, type Harness } from '../submissions/helpers';

jest.setTimeout(120_000);

const CONTACT = { name: 'Rafiq Islam', email: 'rafiq@example.com', subject: 'Drill', message: 'Is the hostel open?' };

describePostgres('the database unavailable during a submission (PostgreSQL)', () => {
  let h: Harness;
  let admin: Client;
  let name: string;
  beforeAll(async () => {
    h = await harness('postgres', { settings: { limits: { admission: 1e9, forms: 1e9, windowMs: 600_000 } } });
    if (h.database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(h.database.config.url);
    name = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new Client({ connectionString: url.href });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await h?.drop();
  });

  it('answers 503 with the failure text while the database refuses connections, and works again after', async () => {
    expect((await h.post('contact', { json: CONTACT })).status).toBe(201);
    const before = await h.counts();
    const token = await h.token();
    const application = await admissionPayload(h.db, token);

    // The database stops taking connections and drops the ones it has.
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);

    const contact = await h.post('contact', { json: CONTACT, headers: { 'Idempotency-Key': uuid() } });
    expect(contact.status).toBe(503);
    expect(contact.body).toEqual({ message: text('en', 'submissions.contact.failed') });
    const admission = await h.post('admission', { form: multipart(application, { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' }), lang: 'bn' });
    expect(admission.status).toBe(503);
    expect(admission.body).toEqual({ message: text('bn', 'submissions.admission.failed') });
    for (const kind of ['prospectus', 'newsletter'] as const) {
      const body = kind === 'newsletter' ? { email: 'drill@example.com' } : { name: 'S', address: 'Khulna', phone: '01711000000', email: 's@example.com' };
      const answer = await h.post(kind, { json: body });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: text('en', `submissions.${kind}.failed`) });
    }

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    // Nothing of the failed posts was written: no rows, no photo, no spent human check, no key.
    expect(await h.counts()).toEqual(before);
    // The same application goes through once the database is back (its check was never spent).
    const again = await h.post('admission', { json: application });
    expect(again.status).toBe(201);
  });

  it('leaves nothing half-written when the database fails inside the transaction', async () => {
    // The failure comes after the application row and its photo are written, before the commit.
    const failing: Database = new Proxy(h.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return <T>(work: (tx: Queryable) => Promise<T>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(t, p, r) {
                  if (p !== 'run') return Reflect.get(t, p, r);
                  return async (sql: string, params?: never[]) => {
                    if (sql.startsWith('UPDATE applications SET reference')) throw new Error('connection terminated unexpectedly');
                    return t.run(sql, params);
                  };
                },
              }),
            ),
          );
      },
    });
    const { createSubmissions } = await import('@/lib/submissions/pipeline');
    const { createMemoryRateLimiter } = await import('@/lib/submissions/rate-limit');
    const { translate, settingsFor } = await import('../submissions/helpers');
    const original = h.submissions;
    h.submissions = createSubmissions({
      getDatabase: async () => failing,
      translate,
      rateLimiter: createMemoryRateLimiter(),
      humanCheck: h.humanCheck,
      settings: settingsFor(h.uploadsDir),
    });
    try {
      const before = await h.counts();
      const payload = await admissionPayload(h.db, await h.token());
      const answer = await h.post('admission', {
        form: multipart(payload, { bytes: await photo(), name: 'p.jpg', type: 'image/jpeg' }),
        headers: { 'Idempotency-Key': uuid() },
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: text('en', 'submissions.admission.failed') });
      expect(await h.counts()).toEqual(before);
    } finally {
      h.submissions = original;
    }
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('a restart in the middle of a burst of submissions (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'drill-restart-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The student whose application the first server holds inside its transaction until it is killed. */
  const HELD = 'Held Applicant';

  async function start(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', './scripts/register-ts.mjs', 'tests/hardening/fixtures/submission-server.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 30_000);
      proc.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (process.env.DRILL_LOG) process.stderr.write(chunk);
      });
      proc.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
    });
    return proc;
  }

  it('stores every answered submission once, and the retried ones once, and leaves no photo file behind', async () => {
    const port = await freePort();
    child = await start(port, { DRILL_HOLD_NAME: HELD });
    const keys = Array.from({ length: 400 }, () => uuid());
    const answered = new Map<string, number>();

    // One admission with a photo after every tenth contact message, each with its own solved human
    // check (single use; a killed transaction never spent its own, so a retry sends the same body).
    const challenge = async (): Promise<PowChallenge> => {
      const info = (await fetch(`http://127.0.0.1:${port}/api/human-check`).then((r) => r.json())) as { challenge: PowChallenge };
      return info.challenge;
    };
    const seeded = await openInstituteDatabase({ kind: 'sqlite', path: join(dataDir, 'site.db') }, { seed: false });
    const jpeg = await photo('jpeg');
    const encode = async (payload: Record<string, unknown>) => {
      const encoded = new Request('http://localhost/', { method: 'POST', body: multipart(payload, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }) });
      return { type: encoded.headers.get('content-type')!, bytes: Buffer.from(await encoded.arrayBuffer()) };
    };
    type Admission = { key: string; body: { type: string; bytes: Buffer } };
    const admissions: Admission[] = [];
    let held: Admission;
    try {
      for (let i = 0; i < keys.length / 10; i += 1) {
        admissions.push({ key: uuid(), body: await encode(await admissionPayload(seeded, solve(await challenge()), { student_name: `Burst Applicant ${i}` })) });
      }
      held = { key: uuid(), body: await encode(await admissionPayload(seeded, solve(await challenge()), { student_name: HELD })) };
    } finally {
      await seeded.close();
    }
    const admitted = new Map<string, number>();

    // A new connection per request (no kept-alive socket to a killed process), as after a restart.
    const send = (path: string, key: string, body: { type: string; bytes: Buffer }) =>
      new Promise<{ status: number; id: number }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'Content-Type': body.type, 'Idempotency-Key': key } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => {
              try {
                resolve({ status: res.statusCode ?? 0, id: (JSON.parse(text) as { id: number }).id });
              } catch (error) {
                reject(error as Error);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body.bytes);
      });
    const post = (key: string, i: number) =>
      send('/api/contact', key, { type: 'application/json', bytes: Buffer.from(JSON.stringify({ ...CONTACT, message: `Burst message ${i}` })) });
    const apply = (a: Admission) => send('/api/admission', a.key, a.body);

    // Fire the burst 20 at a time. Once about a third has been answered, the held application goes
    // in; when its photo is written and its transaction open, the server is killed (-9).
    const victim = child;
    const holding = new Promise<void>((resolve) => victim.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve()));
    let killed = false;
    let holdSent = false;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i]!;
      inFlight.push(
        post(key, i)
          .then(({ status, id }) => {
            if (status === 201) answered.set(key, id);
            if (!holdSent && answered.size >= 120) {
              holdSent = true;
              void apply(held).catch(() => undefined);
              void holding.then(() => {
                killed = true;
                victim.kill('SIGKILL');
              });
            }
          })
          .catch(() => undefined),
      );
      const admission = i % 10 === 5 ? admissions[(i - 5) / 10] : undefined;
      if (admission) {
        inFlight.push(
          apply(admission)
            .then(({ status, id }) => {
              if (status === 201) admitted.set(admission.key, id);
            })
            .catch(() => undefined),
        );
      }
      if (inFlight.length >= 20) await Promise.all(inFlight.splice(0));
    }
    await Promise.all(inFlight);
    // Should the held application never reach its insert, the drill fails rather than waits.
    if (!killed) await Promise.race([holding, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!killed) victim.kill('SIGKILL');
    await new Promise((resolve) => (victim.exitCode !== null || victim.signalCode !== null ? resolve(null) : victim.once('exit', resolve)));
    expect(killed).toBe(true);
    expect(answered.size).toBeGreaterThanOrEqual(120);
    expect(answered.size).toBeLessThan(keys.length);
    /** The files of uploads/ and those that no application names. */
    const uploads = async () => {
      const db = await openInstituteDatabase({ kind: 'sqlite', path: join(dataDir, 'site.db') }, { seed: false });
      try {
        const named = new Set((await db.all<{ photo_path: string | null }>('SELECT photo_path FROM applications')).map((row) => row.photo_path));
        const files = readdirSync(join(dataDir, 'uploads'));
        return { files, named, orphans: files.filter((file) => !named.has(`uploads/${file}`)) };
      } finally {
        await db.close();
      }
    };
    const afterKill = await uploads();

    // Restart on the same data; the client retries what it never got an answer for (and, as a
    // client may, some it did), a minute later: a post killed between claiming its Idempotency-Key
    // and committing (the held one) is "still being processed" until the claim's lease has run out.
    child = await start(port, { DRILL_CLOCK_SKEW_MS: '61000' });
    const unanswered = keys.filter((k) => !answered.has(k));
    const replays = [...answered.keys()].slice(0, 30);
    for (const key of [...unanswered, ...replays]) {
      const { status, id } = await post(key, keys.indexOf(key));
      expect([key, status]).toEqual([key, 201]);
      if (answered.has(key)) expect(id).toBe(answered.get(key));
      else answered.set(key, id);
    }
    const unadmitted = [...admissions, held].filter((a) => !admitted.has(a.key));
    for (const a of [...unadmitted, ...admissions.filter((a) => admitted.has(a.key)).slice(0, 5)]) {
      const { status, id } = await apply(a);
      expect([a.key, status]).toEqual([a.key, 201]);
      if (admitted.has(a.key)) expect(id).toBe(admitted.get(a.key));
      else admitted.set(a.key, id);
    }
    child.kill('SIGKILL');
    child = null;

    const db = await openInstituteDatabase({ kind: 'sqlite', path: join(dataDir, 'site.db') }, { seed: false });
    try {
      const rows = await db.all<{ idempotency_key: string; id: number; n: number }>(
        'SELECT idempotency_key, MIN(id) AS id, COUNT(*) AS n FROM contact_messages GROUP BY idempotency_key',
      );
      expect(rows).toHaveLength(keys.length);
      expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
      for (const row of rows) expect(Number(row.id)).toBe(answered.get(row.idempotency_key));

      // Every application once, each with its photo; no photo file that no application names.
      const applications = await db.all<{ idempotency_key: string; id: number; photo_path: string | null }>('SELECT idempotency_key, id, photo_path FROM applications');
      expect(applications).toHaveLength(admissions.length + 1);
      for (const row of applications) expect(Number(row.id)).toBe(admitted.get(row.idempotency_key));
      const { files, named, orphans } = await uploads();
      const missing = [...named].filter((path) => path === null || !files.includes(path.slice('uploads/'.length)));
      expect({ orphans, missing }).toEqual({ orphans: [], missing: [] });
      console.log(
        `restart drill: ${keys.length} contact messages and ${admissions.length + 1} applications with photos; killed with one photo written inside its open transaction; ` +
          `${keys.length - unanswered.length} messages and ${admissions.length + 1 - unadmitted.length} applications answered before the kill, ` +
          `${unanswered.length} and ${unadmitted.length} retried after the restart, all stored once; ` +
          `uploads/ held ${afterKill.files.length} file(s) after the kill, ${afterKill.orphans.length} named by no application; ` +
          `${files.length} after the restart: ${orphans.length} orphans, ${missing.length} missing`,
      );
    } finally {
      await db.close();
    }
  });
});
