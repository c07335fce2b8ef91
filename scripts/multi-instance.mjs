/**
 * `node scripts/multi-instance.mjs` — two instances of the site behind a round-robin proxy, sharing
 * one PostgreSQL database and one Redis, all on loopback, on the production build `npm run build`
 * made (the one the end-to-end tests ran on): REDIS_URL at start-up switches the shared cache
 * handlers on (lib/deploy/cache-handler.mjs), so no build of its own is needed. It needs PostgreSQL
 * (TEST_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379). When PostgreSQL or Redis cannot be reached it exits 3 (skipped)
 * if SKIP_POSTGRES_TESTS=1 / SKIP_REDIS_TESTS=1 excuses each missing one, and 1 otherwise, as when
 * a check fails.
 *
 * Checks: a notice inserted the way the embedded service stores it and revalidated through
 * POST /api/revalidate on ONE instance shows on BOTH (/notice and /bn/notice), at the first request
 * to each once its own page copy has expired (1 s: lib/http/page-cache.mjs), and neither showed it
 * before the revalidation; the forms' rate limit holds across
 * both instances together; every accepted submission, through either instance, is stored once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request } from 'node:http';
import { freePort } from './free-port.mjs';
import { startSite } from './site-server.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import Redis from 'ioredis';
import { pageCacheSeconds } from '../lib/http/page-cache.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FORMS_LIMIT = 6;
const run = Date.now().toString(36);
const dbName = `kpi_multi_${run}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.href;
})();
const secrets = {
  REVALIDATE_SECRET: randomBytes(24).toString('hex'),
  HUMAN_CHECK_SECRET: randomBytes(32).toString('hex'),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};
const sharedEnv = {
  ...process.env,
  ...secrets,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  REDIS_CACHE_PREFIX: `kpi:multi:${run}:`,
  INSTITUTE_API_URL: '',
  RATE_LIMIT_FORMS: String(FORMS_LIMIT),
  TRUSTED_PROXY: '1',
};

const instances = [];
/** One DATA_DIR for both instances, as the shared volume a deployment gives them (photos). */
let dataDir = null;
let proxy = null;
const admin = new pg.Client({ connectionString: ADMIN_URL });
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

// Both services must be there: without them the drill fails, unless SKIP_POSTGRES_TESTS=1 or
// SKIP_REDIS_TESTS=1 says this machine has none (as for the Jest suites that use them).
const unreachable = [];
/** Flags naming the services this machine has none of: each unreachable service needs its own. */
const excused = [];
await admin.connect().catch(() => {
  unreachable.push(`PostgreSQL (${ADMIN_URL})`);
  excused.push(process.env.SKIP_POSTGRES_TESTS === '1');
});
const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
probe.on('error', () => undefined);
await probe.connect().then(() => probe.ping()).catch(() => {
  unreachable.push(`Redis (${REDIS_URL})`);
  excused.push(process.env.SKIP_REDIS_TESTS === '1');
});
probe.disconnect();
if (unreachable.length > 0) {
  const skip = excused.every(Boolean);
  const how = skip ? '' : ' (SKIP_POSTGRES_TESTS=1 / SKIP_REDIS_TESTS=1 for each service this machine has none of skips the drill)';
  console.log(`${skip ? 'SKIP' : 'FAIL'} the multi-instance drill: ${unreachable.join(' and ')} cannot be reached${how}.`);
  await admin.end().catch(() => undefined);
  process.exit(skip ? 3 : 1);
}

try {
  await admin.query(`CREATE DATABASE ${dbName}`);
  // The demo content, as a fresh installation has it (the build and the instances read it).
  execFileSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/seed.ts'], { env: sharedEnv, stdio: 'inherit' });

  // What a deployment copies must not carry the project's data (the database, applicants' photos)
  // or its sources: a path the file tracer cannot follow makes it copy the whole project.
  const strays = ['data', 'tests', 'app', 'docs'].filter((name) => existsSync(`.next/standalone/${name}`));
  if (strays.length > 0) throw new Error(`.next/standalone holds ${strays.join(', ')}: a file-system path in the code made the build trace the whole project`);

  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const proxyOrigin = `http://localhost:${proxyPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'multi-instance-'));
  for (const [i, port] of ports.entries()) {
    instances.push(await startSite({ name: `instance ${i + 1}`, port, env: { ...sharedEnv, DATA_DIR: dataDir, SITE_URL: proxyOrigin } }));
  }

  // A tiny round-robin proxy; it tells the instances one client address (as a load balancer would).
  const served = new Map(ports.map((p) => [p, 0]));
  let turn = 0;
  const clientIp = `10.${run.length}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  proxy = createServer((req, res) => {
    const port = ports[turn++ % ports.length];
    served.set(port, served.get(port) + 1);
    const upstream = request(
      // The instance's own Host: the standalone server loops a locale rewrite addressed to another host.
      { host: 'localhost', port, path: req.url, method: req.method, headers: { ...req.headers, host: `localhost:${port}`, 'x-forwarded-for': clientIp } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  console.log(`Instances on ${ports.join(' and ')}, proxy on ${proxyPort}; PostgreSQL ${dbName}; Redis ${REDIS_URL}\n`);

  // 1. A new notice, revalidated on one instance, shows on both. Each instance first serves
  // /notice from its page cache, before and after the insert (so the notice list is cached, and
  // what makes it appear is the revalidation, not a render per request).
  const pages = ['/notice', '/bn/notice'];
  const title = `Multi-instance drill notice ${run}`;
  const look = async (port, path) => {
    const started = Date.now();
    const answer = await fetch(`http://localhost:${port}${path}`);
    const html = await answer.text();
    return { status: answer.status, shown: html.includes(title), cache: answer.headers.get('x-nextjs-cache') ?? '-', ms: Date.now() - started };
  };
  const show = (when, i, port, path, seen) =>
    console.log(`     ${when}: instance ${i + 1} (port ${port}) ${path.padEnd(10)} ${seen.status} cache=${seen.cache.padEnd(5)} ${seen.ms} ms, new notice ${seen.shown ? 'SHOWN' : 'not shown'}`);
  for (const port of ports) for (const path of pages) await look(port, path);
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  await db.query('INSERT INTO notices (slug, title_en, title_bn, public_date, url) VALUES ($1, $2, $3, $4, NULL)', [`drill-${run}`, title, title, today]);
  let cachedBefore = true;
  for (const [i, port] of ports.entries()) {
    for (const path of pages) {
      const seen = await look(port, path);
      show('before', i, port, path, seen);
      if (seen.shown) cachedBefore = false;
    }
  }
  check(cachedBefore, 'before the revalidation neither instance shows the new notice (its pages come from the cache)');
  const revalidated = await fetch(`http://localhost:${ports[0]}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secrets.REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags: ['institute:notices'] }),
  });
  check(revalidated.status === 200, `POST /api/revalidate {"tags":["institute:notices"]} on instance 1 only answered ${revalidated.status}`);
  // Instance 2 first: it never received the revalidation. Its first request once the copy it keeps
  // in its own process has expired (lib/http/page-cache.mjs, PAGE_CACHE_SECONDS) must show the
  // notice; instance 1's copies went with the revalidation it answered.
  await new Promise((resolve) => setTimeout(resolve, pageCacheSeconds(process.env.PAGE_CACHE_SECONDS) * 1000 + 50));
  for (const i of [1, 0]) {
    const port = ports[i];
    for (const path of pages) {
      const seen = await look(port, path);
      show('after ', i, port, path, seen);
      check(seen.status === 200 && seen.shown, `instance ${i + 1} shows the new notice on ${path} at its first request once its own copy (at most ${pageCacheSeconds(process.env.PAGE_CACHE_SECONDS)} s old) has expired`);
    }
  }

  // 2. The forms' limit holds across both instances: FORMS_LIMIT accepted in all, then 429.
  const statuses = [];
  for (let i = 0; i < FORMS_LIMIT + 4; i += 1) {
    const answer = await fetch(`${proxyOrigin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: proxyOrigin, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Rafiq Islam', email: 'rafiq@example.com', message: `Multi-instance message ${run} ${i}` }),
    });
    statuses.push(answer.status);
  }
  const accepted = statuses.filter((s) => s === 201).length;
  check(accepted === FORMS_LIMIT && statuses.slice(FORMS_LIMIT).every((s) => s === 429), `rate limit across both instances: ${statuses.join(' ')}`);

  // 3. Every accepted submission is stored once.
  const { rows } = await db.query('SELECT COUNT(*)::int AS n, COUNT(DISTINCT message)::int AS d FROM contact_messages WHERE message LIKE $1', [`Multi-instance message ${run}%`]);
  check(rows[0].n === accepted && rows[0].d === accepted, `stored ${rows[0].n} of ${accepted} accepted submissions, ${rows[0].n - rows[0].d} duplicates`);
  check([...served.values()].every((n) => n > 0), `the proxy spread requests over both instances: ${[...served.values()].join(' / ')}`);
  await db.end();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}
process.exit(failed ? 1 : 0);
