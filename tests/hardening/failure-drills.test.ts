/**
 * Failure drills for the form endpoints:
 * (b) the database goes away during submissions (PostgreSQL refusing connections, and a failure
 *     inside the transaction): a 503 with the spec's failure text, and nothing half-written;
 * (c) the process is killed (SIGKILL) in the middle of a burst: after a restart every submission
 *     that was answered 201 is stored exactly once, and retrying the unanswered ones with their
 *     Idempotency-Key stores each of them once too.
 * (The forms' failure message is tests/e2e/failure-drills.spec.ts; the pages' last-good
 * fallback when the upstream is down is covered at the data layer in tests/institute.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Database, Queryable } from '@/lib/db';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';
import { admissionPayload, describePostgres, harness, multipart, photo, text, uuid, type Harness } from '../submissions/helpers';

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

  async function start(port: number): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', './scripts/register-ts.mjs', 'tests/hardening/fixtures/submission-server.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' },
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

  it('stores every answered submission once, and the retried ones once', async () => {
    const port = await freePort();
    child = await start(port);
    const keys = Array.from({ length: 400 }, () => uuid());
    const answered = new Map<string, number>();
    // A new connection per request (no kept-alive socket to a killed process), as after a restart.
    const post = (key: string, i: number) =>
      new Promise<{ status: number; id: number }>((resolve, reject) => {
        const body = JSON.stringify({ ...CONTACT, message: `Burst message ${i}` });
        const req = request(
          { host: '127.0.0.1', port, path: '/api/contact', method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key } },
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
        req.end(body);
      });

    // Fire the burst 20 at a time; kill -9 the server once about a third has been answered.
    const victim = child;
    let killed = false;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i]!;
      inFlight.push(
        post(key, i)
          .then(({ status, id }) => {
            if (status === 201) answered.set(key, id);
            if (!killed && answered.size >= 120) {
              killed = true;
              victim.kill('SIGKILL');
            }
          })
          .catch(() => undefined),
      );
      if (inFlight.length % 20 === 0) await Promise.all(inFlight.slice(-20));
    }
    await Promise.all(inFlight);
    expect(killed).toBe(true);
    await new Promise((resolve) => (victim.exitCode !== null || victim.signalCode !== null ? resolve(null) : victim.once('exit', resolve)));
    expect(answered.size).toBeGreaterThanOrEqual(120);
    expect(answered.size).toBeLessThan(keys.length);

    // Restart on the same data; the client retries what it never got an answer for (and, as a
    // client may, some it did).
    child = await start(port);
    const unanswered = keys.filter((k) => !answered.has(k));
    const replays = [...answered.keys()].slice(0, 30);
    const statuses: number[] = [];
    for (const key of [...unanswered, ...replays]) {
      const { status, id } = await post(key, keys.indexOf(key));
      statuses.push(status);
      expect([key, status]).toEqual([key, 201]);
      if (answered.has(key)) expect(id).toBe(answered.get(key));
      else answered.set(key, id);
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
      console.log(`restart drill: ${keys.length} submissions, ${keys.length - unanswered.length} answered before the kill, ${unanswered.length} retried after the restart, all stored once`);
    } finally {
      await db.close();
    }
  });
});
