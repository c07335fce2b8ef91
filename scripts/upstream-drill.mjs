/**
 * `node scripts/upstream-drill.mjs` — the pages when the institute's upstream API is down, failing
 * or slow (DESIGN.md section 7: "stale but whole"), over HTTP against the production build (`npm run build` first).
 *
 * Three processes on loopback: an "upstream" (the same build on its own SQLite data, serving the
 * embedded contract at /erp_webside/...), a stand-in in front of it that this script switches
 * between up, down (connection refused), error (HTTP 500) and slow (answers after the site's
 * fetch timeout), and the site under test with INSTITUTE_API_URL pointing at the stand-in. While
 * up, the stand-in marks the data (a notice of its own, a marker before every department title),
 * so a page showing the marker shows data that came through the upstream.
 *
 * The site runs with INSTITUTE_CACHE_MAX_SECONDS=LIFE, so its pages go stale within seconds.
 * For each failure mode it checks /, /notice, /bn and a department page: (1) past their
 * lifetime, (2) once the failed background refresh is over, (3) after POST /api/revalidate
 * expired every institute tag; then (4) after a restart of the site while the upstream is down,
 * with every tag expired. Each answer must be 200, whole (as large as while up, no error box, the
 * closing </html>), show the marked data, and come within a bound. A contact form submission,
 * forwarded to the upstream, must get the form's failure message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { freePort } from './free-port.mjs';
import { spawnSite } from './site-server.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIFE = 2; // seconds: INSTITUTE_CACHE_MAX_SECONDS
const TIMEOUT_MS = 1_500; // INSTITUTE_API_TIMEOUT_MS
const SUBMIT_TIMEOUT_MS = TIMEOUT_MS * 2; // INSTITUTE_API_SUBMIT_TIMEOUT_MS
const SLOW_MS = SUBMIT_TIMEOUT_MS * 2;
const STALE_BOUND_MS = 3_000; // a stale page is served at once, its refresh runs after the answer
const RENDER_BOUND_MS = 3 * TIMEOUT_MS + 3_000; // a page rendered during the outage waits for the source's timeouts
const run = Date.now().toString(36);
const MARK = `Upstream-${run}`;
const NOTICE = `${MARK} notice from the upstream`;
const secret = randomBytes(24).toString('hex');
const work = mkdtempSync(join(tmpdir(), 'upstream-drill-'));
const messages = JSON.parse(readFileSync('messages/en.json', 'utf8'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

/** The production build on `port`, on its own: no shared services. */
const startSite = (name, port, env) => spawnSite({ name, port, env: { REDIS_URL: '', DATABASE_URL: '', ...env } });

// The stand-in upstream: forwards to the real contract while up, and fails on demand.
let mode = 'up';
let upstreamPort = 0;
const sockets = new Set();
const counts = { up: 0, error: 0, slow: 0 };
function mark(path, json) {
  if (path.includes('public_notice') && Array.isArray(json.notich_list)) {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    json.notich_list.unshift({ id: 990_001, title: NOTICE, public_date: today, url: null });
  }
  if (path.includes('department_info') && Array.isArray(json.dis)) {
    for (const d of json.dis) d.title = `${MARK} ${d.title}`;
  }
  return json;
}
const standIn = createServer((req, res) => {
  if (mode === 'error') {
    counts.error += 1;
    res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"drill: internal error"}');
    return;
  }
  const forward = () => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      // Plain answers (no compression), so the stand-in can read and mark them.
      const headers = { ...req.headers, host: `localhost:${upstreamPort}`, 'accept-encoding': 'identity' };
      const upstream = request({ host: 'localhost', port: upstreamPort, path: req.url, method: req.method, headers }, (answer) => {
        const body = [];
        answer.on('data', (c) => body.push(c));
        answer.on('end', () => {
          let out = Buffer.concat(body);
          try {
            if (req.method === 'GET' && answer.statusCode === 200) out = Buffer.from(JSON.stringify(mark(req.url, JSON.parse(out.toString('utf8')))));
          } catch {
            // not JSON: passed on as it is
          }
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          if (!res.destroyed) res.writeHead(answer.statusCode ?? 502, headers).end(out);
        });
      });
      upstream.on('error', () => !res.destroyed && res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    });
  };
  if (mode === 'slow') {
    counts.slow += 1;
    setTimeout(forward, SLOW_MS);
  } else {
    counts.up += 1;
    forward();
  }
});
standIn.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let standInPort = 0;
async function setMode(next) {
  if (next === 'down' && mode !== 'down') {
    // Refused from now on, and the site's kept-alive connections are cut too.
    await new Promise((resolve) => {
      standIn.close(resolve);
      for (const socket of sockets) socket.destroy();
    });
  } else if (next !== 'down' && mode === 'down') {
    await new Promise((resolve) => standIn.listen(standInPort, '127.0.0.1', resolve));
  }
  mode = next;
}

const FAILURE_MARKS = ['data-tone="error"', 'role="alert"'];
const countOf = (html, needle) => html.split(needle).length - 1;
async function look(origin, path) {
  const started = Date.now();
  try {
    const answer = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
    const html = await answer.text();
    if (process.env.DRILL_DUMP) writeFileSync(join(process.env.DRILL_DUMP, `${Date.now()}${path.replaceAll('/', '_')}.html`), html);
    return {
      status: answer.status,
      ms: Date.now() - started,
      bytes: html.length,
      cache: answer.headers.get('x-nextjs-cache') ?? '-',
      marked: path === '/notice' ? html.includes(NOTICE) : html.includes(MARK),
      failures: FAILURE_MARKS.reduce((n, m) => n + countOf(html, m), 0),
      heading: html.match(/<h1[^>]*>([^<]*)/)?.[1]?.trim() ?? '',
      complete: html.includes('<main') && html.trimEnd().endsWith('</html>'),
    };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, bytes: 0, cache: '-', marked: false, failures: 0, complete: false, error: String(error) };
  }
}
const row = (label, path, s) =>
  console.log(
    `     ${label.padEnd(28)} ${path.padEnd(22)} ${String(s.status).padStart(3)} ${String(s.ms).padStart(6)} ms ${String(s.bytes).padStart(7)} B  cache=${s.cache.padEnd(5)} marked=${s.marked ? 'yes' : 'NO '} error-boxes=${s.failures}`,
  );

try {
  const [sitePort, upPort, standPort] = [await freePort(), await freePort(), await freePort()];
  upstreamPort = upPort;
  standInPort = standPort;
  const origin = `http://localhost:${sitePort}`;
  const upstream = await startSite('the upstream', upPort, { DATA_DIR: join(work, 'upstream'), INSTITUTE_API_URL: '' });
  await upstream.ready();
  await new Promise((resolve) => standIn.listen(standPort, '127.0.0.1', resolve));
  const siteEnv = {
    DATA_DIR: join(work, 'site'),
    SITE_URL: origin,
    INSTITUTE_API_URL: `http://127.0.0.1:${standPort}`,
    INSTITUTE_API_TIMEOUT_MS: String(TIMEOUT_MS),
    INSTITUTE_API_SUBMIT_TIMEOUT_MS: String(SUBMIT_TIMEOUT_MS),
    INSTITUTE_CACHE_MAX_SECONDS: String(LIFE),
    REVALIDATE_SECRET: secret,
  };
  let site = await startSite('the site', sitePort, siteEnv);
  await site.ready();
  console.log(`Site on ${sitePort} (INSTITUTE_API_URL = stand-in on ${standPort}, timeout ${TIMEOUT_MS} ms, cache lifetime ${LIFE} s); upstream on ${upPort}\n`);

  const revalidate = async () => {
    const answer = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: ['institute'] }),
    });
    return answer.status;
  };

  // While up: the build's prerendered pages hold the build's data, so expire it all (as the
  // upstream's webhook would) and read every page through the upstream once.
  const departments = await fetch(`http://127.0.0.1:${standPort}/erp_webside/department_info?lang=en`).then((r) => r.json());
  const pages = ['/', '/notice', '/bn', `/department-details/${departments.dis[0].id}`];
  check((await revalidate()) === 200, 'POST /api/revalidate {"tags":["institute"]} while the upstream is up');
  // A page is asked up to TRIES times, a little longer apart each time, until it shows the marked
  // data: after a revalidation a page is served stale while it renders again in the background
  // (slower on a busy machine), and the first request to a department page (a route with
  // `instant = false`) can be answered with the build's own copy (see docs/testing.md, the failure drills). Every
  // answer must be whole and quick; the tries are printed.
  const TRIES = 6;
  const settle = async (label, path, bound, whole) => {
    let seen;
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 300 * (attempt - 1)));
      seen = await look(origin, path);
      row(`${label}${attempt > 1 ? ` (try ${attempt})` : ''}`, path, seen);
      seen.tries = attempt;
      // Answered from the cache (HIT, STALE): quick. Rendered for this request (MISS, or no header): it
      // may wait for the source's timeouts, so the render bound applies.
      seen.bound = seen.cache === 'HIT' || seen.cache === 'STALE' ? bound : RENDER_BOUND_MS;
      seen.whole = whole(seen) && seen.ms <= seen.bound;
      if (!seen.whole || seen.marked) break;
    }
    return seen;
  };
  const baseline = new Map();
  for (const path of pages) baseline.set(path, await settle('up', path, RENDER_BOUND_MS, (s) => s.status === 200 && s.complete && s.heading !== ''));
  check(
    [...baseline.values()].every((s) => s.whole && s.marked),
    'while up, every page is 200, complete and shows the data marked by the upstream',
  );

  const verify = async (label, bound) => {
    const rows = [];
    for (const path of pages) {
      const before = baseline.get(path);
      // A main heading, no more error boxes than while up, and not a fraction of the page.
      const whole = (s) =>
        s.status === 200 && s.complete && s.heading !== '' && s.failures <= before.failures && s.bytes >= before.bytes * 0.5;
      rows.push([path, await settle(label, path, bound, whole)]);
    }
    const bad = rows.filter(([, s]) => !(s.whole && s.marked));
    check(bad.length === 0, `${label}: 200, whole, the data seen before, within ${bound} ms from the cache (${RENDER_BOUND_MS} ms rendered)${bad.length ? ` — not so: ${bad.map(([p]) => p).join(', ')}` : ''}`);
  };

  for (const failure of ['down', 'error', 'slow']) {
    console.log(`\nThe upstream ${failure === 'down' ? 'down (connection refused)' : failure === 'error' ? 'failing (HTTP 500)' : `slow (answers after ${SLOW_MS} ms)`}:`);
    await setMode(failure);
    await sleep(LIFE * 1000 + 500);
    await verify(`${failure}: past the lifetime`, STALE_BOUND_MS);
    await sleep(TIMEOUT_MS + 1_000);
    await verify(`${failure}: after failed refresh`, STALE_BOUND_MS);
    check((await revalidate()) === 200, `${failure}: POST /api/revalidate expired every institute tag`);
    await verify(`${failure}: revalidated`, RENDER_BOUND_MS);

    // A form submission is forwarded to the upstream: the visitor gets the form's failure message.
    const started = Date.now();
    const contact = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Rafiq Islam', email: 'rafiq@example.com', message: `Upstream drill ${run} ${failure}` }),
    });
    const body = await contact.json().catch(() => ({}));
    check(
      contact.status >= 500 && body.message === messages.submissions.contact.failed,
      `${failure}: a contact submission answers ${contact.status} "${body.message}" in ${Date.now() - started} ms`,
    );
  }
  // A restart while the upstream is down (a deploy, a crash): the new process has read nothing yet,
  // so only the last good answers kept in DATA_DIR (lib/institute/last-good-file.ts) can carry the
  // pages once their data is refreshed.
  console.log('\nThe site restarted while the upstream is down:');
  await setMode('down');
  await site.stop();
  site = await startSite('the site, restarted', sitePort, siteEnv);
  await site.ready();
  check((await revalidate()) === 200, 'restarted: POST /api/revalidate expired every institute tag');
  await verify('restarted, down: revalidated', RENDER_BOUND_MS);

  console.log(`\nThe stand-in answered ${counts.up} requests up, ${counts.error} with 500, ${counts.slow} slowly.`);
  if (failed) console.log(`\nThe site's log:\n${site.log().slice(-4000)}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.stack : error);
} finally {
  standIn.close();
  for (const socket of sockets) socket.destroy();
  await sleep(500);
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
