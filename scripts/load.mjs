/**
 * `npm run load` (after `npm run build`): a bounded load test on loopback.
 *
 * 1. Starts the production server (the standalone build, scripts/site-server.mjs) on a free port with a fresh DATA_DIR.
 * 2. Cached pages (/, /notice, /bn), and the form pages rendered per request for their CSP nonce
 *    (/admission, /contact, /admission/prospectus, /bn/admission; DESIGN.md section 6a), against a
 *    static file from the same server (/icons/icon-192.png) with autocannon, LOAD_SECONDS each
 *    (default 10): requests per second, p50 and p99 latency, and each page's ratio to the static
 *    file, all with LOAD_CONNECTIONS asking as fast as they can; then each page again at a steady
 *    LOAD_RATE requests per second (default 10), where a form page must answer within 100 ms
 *    at the median, and with its own nonce.
 * 3. A burst of 500 admission submissions, 50 at a time, with the human check at test difficulty
 *    (every challenge solved before the burst; each token is single use; unique SSC rolls): how
 *    many were stored (counted in the database), duplicates, and p50/p99 latency.
 * 4. With LOAD_FRONT=1, the cached pages through nginx (docs/deploy/nginx.conf) against a file
 *    nginx sends from its cache (scripts/load-front.mjs): each at least FRONT_RATIO_GOAL of it.
 * Stops the server and deletes the data directory at the end. Exits non-zero when a page fails (or
 * a form page is slower than that, or cached), or when a submission was not stored exactly once.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { applicationBody, solvedChecks } from './crowd-client.mjs';
import { spawnSite } from './site-server.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { measureFront, FRONT_RATIO_GOAL } from './load-front.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS || 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 20);
const BURST = Number(process.env.LOAD_BURST || 500);
const CONCURRENCY = 50;
const PAGES = ['/', '/notice', '/bn'];
/** Rendered for every request, each with a nonce of its own (lib/security/headers.mjs, NONCE_PAGES). */
const FORM_PAGES = ['/admission', '/contact', '/admission/prospectus', '/bn/admission'];
/** DESIGN.md section 6a: a form page answers within this at the median. */
const FORM_PAGE_P50_MS = 100;
/**
 * The steady rate (requests per second) at which that is checked: far more than an admission
 * season's busiest hour asks of one page. With LOAD_CONNECTIONS asking as fast as they can, every
 * page's median is mostly waiting in the queue of one Node process, cached pages' too.
 */
const RATE = Number(process.env.LOAD_RATE || 10);
const STATIC = '/icons/icon-192.png';
/** LOAD_FRONT=1: the cached pages through nginx too (scripts/load-front.mjs). */
const FRONT = process.env.LOAD_FRONT === '1';

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'load-data-'));
const server = await spawnSite({
  port,
  name: 'the production server',
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    INSTITUTE_API_URL: '',
    REDIS_URL: '',
    SITE_URL: origin,
    HUMAN_CHECK_DIFFICULTY: '1000',
    // One client address makes every request here: the limits would stop the burst, not the server.
    RATE_LIMIT_ADMISSION: '100000',
    RATE_LIMIT_FORMS: '100000',
  },
});

let failed = false;
const stop = async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', async () => {
  await stop();
  process.exit(130);
});

const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  await server.ready();
  console.log(`Production server on ${origin} (DATA_DIR ${dataDir}); ${SECONDS} s per target, ${CONNECTIONS} connections.\n`);

  // Warm every target once so the first measurement is of the cache, as a visitor meets it (and a
  // form page's data reads, which stay cached, and its code).
  for (const path of [...PAGES, ...FORM_PAGES, STATIC]) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
  // What is measured is what a visitor gets: a form page rendered for the request, with its nonce.
  for (const path of FORM_PAGES) {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    const perRequest = /'nonce-[^']+'/.test(response.headers.get('content-security-policy') ?? '') && /no-store/.test(response.headers.get('cache-control') ?? '');
    if (!perRequest) {
      failed = true;
      console.error(`${path} is not rendered per request with a nonce of its own (decision 0006).`);
    }
  }

  const measure = async (path, base = origin) => {
    const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip, br' } });
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) failed = true;
    return { path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, kb: result.throughput.average / result.requests.average / 1024 };
  };
  // Visitors who arrive at a steady rate, whether or not the last one has been answered (autocannon's
  // own rate sends its connections' requests together, in bursts): each time counts from when the
  // request was due.
  const paced = async (path, rate) => {
    const latencies = [];
    let errors = 0;
    const total = Math.round(SECONDS * rate);
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      answers.push(
        fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }).then(
          async (response) => {
            await response.arrayBuffer();
            if (!response.ok) errors += 1;
            latencies.push(performance.now() - due);
          },
          () => (errors += 1),
        ),
      );
    }
    await Promise.all(answers);
    if (errors > 0) failed = true;
    latencies.sort((a, b) => a - b);
    return { path, rps: total / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
  };
  const staticResult = await measure(STATIC);
  const rows = [];
  for (const path of PAGES) {
    rows.push({ ...(await measure(path)), kind: 'cached' });
    rows.push({ ...(await paced(path, RATE)), kind: `at ${RATE}/s` });
  }
  for (const path of FORM_PAGES) {
    rows.push({ ...(await measure(path)), kind: 'per request' });
    rows.push({ ...(await paced(path, RATE)), kind: `at ${RATE}/s`, form: true });
  }
  rows.push({ ...staticResult, kind: 'file' });
  console.log('target                  kind           req/s      p50       p99    errors   vs static');
  for (const r of rows) {
    // A page at a steady rate is not asked as often as it could answer.
    const ratio = r.path === STATIC || r.kind.startsWith('at ') ? '' : `${((r.rps / staticResult.rps) * 100).toFixed(0)}% (${(staticResult.rps / r.rps).toFixed(2)}x slower)`;
    console.log(`${r.path.padEnd(22)}  ${r.kind.padEnd(11)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${String(r.errors).padStart(8)}   ${ratio}`);
  }
  const slow = rows.filter((r) => r.form && r.p50 > FORM_PAGE_P50_MS);
  console.log(
    slow.length === 0
      ? `Form pages at ${RATE} requests/s: every median within ${FORM_PAGE_P50_MS} ms.`
      : `Form pages over ${FORM_PAGE_P50_MS} ms at the median at ${RATE} requests/s: ${slow.map((r) => `${r.path} ${ms(r.p50)}`).join(', ')}.`,
  );
  if (slow.length > 0) failed = true;

  if (FRONT) {
    const front = await measureFront({ sitePort: port, pages: PAGES, file: STATIC, measure, wrkOptions: { connections: CONNECTIONS, seconds: SECONDS } });
    if (!front) {
      failed = true;
      console.error('LOAD_FRONT=1: no nginx to measure.');
    } else {
      console.log(`\nThrough nginx (docs/deploy/nginx.conf without brotli, ${front.origin}), measured with ${front.tool}${front.tool === 'wrk' ? '' : ' (install Debian\'s wrk: autocannon cannot ask as fast as nginx answers)'}:`);
      console.log('target                          req/s      p50       p99    errors  KB each   vs nginx\'s file   vs a file of a page\'s size');
      for (const r of [...front.rows, { ...front.file, file: true }, { ...front.sized, file: true }]) {
        const ratio = (of) => (r.file ? '(file)' : `${((r.rps / of.rps) * 100).toFixed(0)}%`);
        console.log(`${(r.file ? `${r.path} (disk)` : r.path).padEnd(29)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50).padStart(9)} ${ms(r.p99).padStart(9)} ${String(r.errors).padStart(8)} ${r.kb.toFixed(1).padStart(8)}   ${ratio(front.file).padEnd(16)} ${ratio(front.sized)}`);
      }
      console.log(front.below.length === 0 ? `Every cached page at ${FRONT_RATIO_GOAL * 100}% or more of nginx's own file.` : `Below ${FRONT_RATIO_GOAL * 100}% of nginx's own file: ${front.below.join(', ')}.`);
      if (front.below.length > 0) failed = true;
    }
  }

  // The admission burst.
  const db = new DatabaseSync(join(dataDir, 'institute.db'));
  const department = db.prepare('SELECT id, title_en FROM departments WHERE admission_open = 1 ORDER BY position, id').get();
  if (!department) throw new Error('no department is open for admission in the demo data');
  const tokens = await solvedChecks(origin, BURST);
  const firstRoll = 300_000;
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < BURST) {
      const i = next++;
      const body = applicationBody({ name: `Load Test Student ${i}`, department, roll: firstRoll + i, token: tokens[i] });
      const t0 = performance.now();
      const status = await fetch(`${origin}/api/admission`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
        body,
      }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const stored = Number(
    db.prepare('SELECT COUNT(*) AS n FROM applications WHERE CAST(ssc_board_roll AS INTEGER) BETWEEN ? AND ?').get(firstRoll, firstRoll + BURST - 1).n,
  );
  const duplicates = Number(
    db
      .prepare('SELECT COUNT(*) AS n FROM (SELECT ssc_board_roll FROM applications GROUP BY ssc_board_roll, ssc_board, ssc_batch_year HAVING COUNT(*) > 1)')
      .get().n,
  );
  db.close();
  console.log(
    `\nAdmission burst: ${BURST} submissions, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s (${(BURST / seconds).toFixed(0)}/s)\n` +
      `  answers: ${[...statuses].map(([s, n]) => `${s === 0 ? 'network error' : s} × ${n}`).join(', ')}\n` +
      `  stored: ${stored} of ${BURST}; duplicates: ${duplicates}\n` +
      `  latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  if (stored !== BURST || duplicates !== 0 || statuses.get(201) !== BURST) failed = true;
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
