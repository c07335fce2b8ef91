/**
 * `node_modules/.bin/node scripts/photo-attack.mjs` (after `npm run build`): the photo attack of
 * issue 46, measured. Not a test: it prints figures and exits 0 unless the server fails to start.
 *
 * 1. Starts the production server (the standalone build, scripts/site-server.mjs) on a free port
 *    with a fresh DATA_DIR, a light human check (HUMAN_CHECK_DIFFICULTY=1000: the attackers hold
 *    valid tokens, as a real one would after its proof of work) and no rate limit in the way.
 * 2. For each attack photo, ATTACK_PHOTOS (default 8) admission posts with that photo, all at once,
 *    while `/notice`, `/` and `/bn` are each asked every ~50 ms from before the attack until 1 s
 *    after its last answer:
 *    - `oversized`: a PNG of 6000 x 6000 pixels at 16 bits per channel (RGBA, ~430 KB, 288 MB
 *      decoded), the photo of the issue;
 *    - `largest`: the largest photo the site takes (4096 x 4096, 8 bits, interlaced, so the decoder
 *      cannot stream it): what an attacker can still send once the bounds refuse the first.
 *    ATTACK_KINDS=oversized (or largest) runs one of them.
 * 3. Prints, per attack: each page request's time (count, p50, p95, max) before and during it, the
 *    server's peak resident memory during it (VmRSS polled every 20 ms) and overall (VmHWM), and
 *    the answers the attackers got (status, time, Retry-After, message).
 *
 * The server's own numbers need a quiet machine: on 2 cores another build or test run beside it
 * moves them more than the attack does.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { freePort } from './free-port.mjs';
import { spawnSite } from './site-server.mjs';

const ATTACKERS = Number(process.env.ATTACK_PHOTOS || 8);
const KINDS = (process.env.ATTACK_KINDS || 'oversized,largest').split(',').map((k) => k.trim());
const PAGES = ['/notice', '/', '/bn'];
const PROBE_INTERVAL_MS = 50;
const BASELINE_MS = 3_000;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (v) => `${Math.round(v)} ms`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/** The attack photos, made here (uniform colour: the most pixels per byte a PNG can carry). */
async function attackPhoto(kind) {
  if (kind === 'oversized') {
    return sharp({ create: { width: 6000, height: 6000, channels: 4, background: { r: 200, g: 180, b: 160, alpha: 1 } } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  if (kind === 'largest') {
    return sharp({ create: { width: 4096, height: 4096, channels: 4, background: { r: 200, g: 180, b: 160, alpha: 1 } } })
      .png({ compressionLevel: 9, progressive: true })
      .toBuffer();
  }
  throw new Error(`unknown attack photo ${kind} (oversized or largest)`);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'photo-attack-'));
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
    RATE_LIMIT_ADMISSION: '100000',
  },
});
const stop = async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', async () => {
  await stop();
  process.exit(130);
});

/** The server's resident memory now and its peak so far (kB), from /proc. */
function memory() {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

function solve(challenge) {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: hash, number: n, salt, signature }));
    }
  }
  throw new Error('unsolvable challenge');
}

async function token() {
  const info = await fetch(`${origin}/api/human-check`).then((r) => r.json());
  if (info.provider !== 'pow') throw new Error(`the human check is ${info.provider}, not the proof of work`);
  return solve(info.challenge);
}

/** Asks every page every PROBE_INTERVAL_MS until `until` resolves; returns each page's times. */
async function probe(until) {
  let done = false;
  void until.then(() => (done = true));
  const times = Object.fromEntries(PAGES.map((p) => [p, []]));
  const failures = [];
  await Promise.all(
    PAGES.map(async (path) => {
      while (!done) {
        const t0 = performance.now();
        const status = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        const took = performance.now() - t0;
        times[path].push(took);
        if (status !== 200) failures.push(`${path} ${status || 'network error'}`);
        await sleep(Math.max(0, PROBE_INTERVAL_MS - took));
      }
    }),
  );
  return { times, failures };
}

function pageLine(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `  ${label.padEnd(10)} ${String(sorted.length).padStart(5)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(percentile(sorted, 95)).padStart(9)} ${ms(sorted.at(-1) ?? NaN).padStart(9)}`;
}

let roll = 400_000;
try {
  await server.ready();
  await token(); // opens (and seeds) the database, which the prerendered pages never needed
  const db = new DatabaseSync(join(dataDir, 'institute.db'));
  const department = db.prepare('SELECT id, title_en FROM departments WHERE admission_open = 1 ORDER BY position, id').get();
  db.close();
  if (!department) throw new Error('no department is open for admission in the demo data');
  for (const path of PAGES) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
  console.log(`Production server on ${origin}, pid ${server.child.pid} (DATA_DIR ${dataDir}); ${ATTACKERS} attackers at once per attack.`);
  console.log(`Server memory after start: ${mb(memory().rss)} resident, ${mb(memory().hwm)} peak.\n`);

  for (const kind of KINDS) {
    const photo = await attackPhoto(kind);
    const meta = await sharp(photo).metadata();
    const tokens = [];
    for (let i = 0; i < ATTACKERS; i += 1) tokens.push(await token());

    // Quiet pages first, for comparison.
    const baseline = await probe(sleep(BASELINE_MS));

    let peakRss = 0;
    const rssBefore = memory().rss;
    const poll = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, memory().rss);
      } catch {
        /* the server has gone */
      }
    }, 20);
    const started = performance.now();
    const attack = Promise.all(
      tokens.map(async (recaptcha_token, i) => {
        const form = new FormData();
        const fields = {
          student_name: `Attacker ${i}`,
          department: department.title_en,
          department_id: String(department.id),
          guardian_name: 'Abdul Karim',
          ssc_board: 'Jessore',
          ssc_board_roll: String((roll += 1)),
          ssc_gpa: '4.5',
          ssc_batch_year: '2024',
          student_mobile_number: '01712345678',
          recaptcha_token,
        };
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        form.set('student_photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
        const t0 = performance.now();
        try {
          const response = await fetch(`${origin}/api/admission?lang=en`, {
            method: 'POST',
            headers: { Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
            body: form,
          });
          const body = await response.json().catch(() => ({}));
          const detail = body.errors?.student_photo ?? body.message ?? '';
          return { status: response.status, ms: performance.now() - t0, retryAfter: response.headers.get('retry-after'), detail };
        } catch (error) {
          return { status: 0, ms: performance.now() - t0, retryAfter: null, detail: error.message };
        }
      }),
    );
    const during = await probe(attack.then(() => sleep(1_000)));
    clearInterval(poll);
    const answers = await attack;
    const seconds = (performance.now() - started) / 1000;
    const { hwm } = memory();

    console.log(`== ${kind}: ${meta.width} x ${meta.height} ${meta.format}, ${meta.depth === 'ushort' ? 16 : 8} bits, ${meta.channels} channels, ${(photo.length / 1024).toFixed(0)} KB; ${ATTACKERS} posts at once, all answered in ${seconds.toFixed(1)} s`);
    console.log('  page requests    n       p50       p95       max');
    console.log(pageLine('quiet', Object.values(baseline.times).flat()));
    for (const path of PAGES) console.log(pageLine(path, during.times[path]));
    console.log(pageLine('all pages', Object.values(during.times).flat()));
    if (during.failures.length) console.log(`  page failures: ${during.failures.join(', ')}`);
    console.log(`  server memory: ${mb(rssBefore)} before, ${mb(peakRss)} peak during the attack (VmRSS every 20 ms); ${mb(hwm)} peak since start (VmHWM)`);
    const counts = new Map();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    console.log(`  attackers: ${[...counts].map(([s, n]) => `${s || 'network error'} x ${n}`).join(', ')}`);
    for (const a of answers.sort((x, y) => x.ms - y.ms)) {
      console.log(`    ${String(a.status).padStart(3)} in ${ms(a.ms).padStart(8)}${a.retryAfter ? `, Retry-After ${a.retryAfter}` : ''}: ${a.detail}`);
    }
    console.log('');
    await sleep(2_000);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stop();
}
