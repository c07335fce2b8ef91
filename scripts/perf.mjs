#!/usr/bin/env node
// Lighthouse on the production build (mobile defaults: Moto G Power emulation, slow 4G, 4x CPU
// slowdown) in Debian's Chromium. For each page: the median of RUNS runs (default 5; by performance
// score) and its four category scores, LCP, CLS, TBT, the compressed JavaScript, the HTML
// document's gzip size and the total bytes; beside them, the page against the framework-alone row
// of the same rounds (TBT as a ratio; score, LCP and JavaScript as differences), which is how
// DESIGN.md section 7 states its budgets.
// Usage: npm run perf            (builds nothing: run `SITE_URL=http://localhost:3290 npm run build`
//                                  first; starts its own server)
//        BASE_URL=http://localhost:3000 npm run perf   (measure a server that is already running)
//        PAGES=/,/notice RUNS=3 npm run perf
//        PERF_DETAIL=1 npm run perf      (also: each run's LCP, the LCP element and its phases, the main
//                                         thread's work, the longest tasks, the largest scripts)
//        PERF_FLOOR=0 npm run perf       (without the "framework alone" row, see perf-floor.mjs)
//        COMPARE_URL=http://localhost:3292 npm run perf   (A/B: also measure that server, rows "(B)")
// It ends with the budgets of DESIGN.md section 7 (perf-budget.mjs), met or missed, and by which pages.
// Runs are taken in rounds (every page once, then again), so a machine that slows down for a
// minute moves every page's median alike.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildFrameworkAlone } from './perf-floor.mjs';
import { startSite } from './site-server.mjs';
import { budgetReport, difference, ratio } from './perf-budget.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { PERF_PAGES as PAGES, inRoundOrder, median, pageGroups } from './perf-pages.mjs';

const RUNS = Number(process.env.RUNS || 5);
const PORT = Number(process.env.PERF_PORT || 3290);
const FLOOR = process.env.PERF_FLOOR !== '0';
const FLOOR_LABEL = '(framework alone)';
// `next` starts `node` from PATH. The project's pinned Node (node_modules/.bin) goes first for every
// server and build this script starts, even when the script itself was started with another (on
// Node 20 the site's server cannot load node:sqlite, and the human check answers 500).
process.env.PATH = `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH}`;

// The servers' output goes to files; the errors they logged are printed at the end.
const serverLogs = [];
// Ctrl-C or a kill ends the script through 'exit', which stops the servers (site-server.mjs) and
// Chrome (below); Node skips 'exit' on a signal by default.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** A server for the build in `dir` (the site's standalone build by default), once it answers; returns its address. */
async function startServer(port, { dir, env } = {}) {
  const logFile = join(mkdtempSync(join(tmpdir(), 'perf-server-')), 'server.log');
  serverLogs.push(logFile);
  return (await startSite({ port, dir, env, logFile, timeoutMs: 30_000 })).origin;
}

const floorBase = FLOOR ? await startServer(PORT + 1, { dir: buildFrameworkAlone() }) : undefined;
const base =
  process.env.BASE_URL || (await startServer(PORT, { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'perf-data-')) } }));

// Canonical links are fixed at build time (SITE_URL). Pointing at another origin, they fail
// Lighthouse's SEO audit "canonical" on every page that was not regenerated since the build.
async function warnIfCanonicalElsewhere(server) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`${server}${PAGES[0]}`)).text())?.[1];
  if (canonical && new URL(canonical).origin !== new URL(server).origin) {
    console.error(`warning: canonical links point at ${new URL(canonical).origin}, not ${server}; SEO will fail "canonical".`);
    console.error(`         Build with SITE_URL=${server} to measure this server.`);
  }
}
// COMPARE_URL: a second server (another build, e.g. of the commit before a change) measured in the
// same rounds, each page right after its twin, so both rows see the machine in the same state.
const compareBase = process.env.COMPARE_URL;
// A local HTTPS front (docs/deploy/nginx.conf with a self-made certificate) is trusted as it is.
const localTls = [base, compareBase].some((url) => url && /^https:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url));
if (localTls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
for (const server of [base, compareBase].filter(Boolean)) await warnIfCanonicalElsewhere(server);

const profile = mkdtempSync(join(tmpdir(), 'perf-chrome-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir: profile,
  chromeFlags: [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    ...(localTls ? ['--ignore-certificate-errors'] : []),
  ],
});
// Like the servers, Chrome goes when the script does, even when stopped by a signal.
process.on('exit', () => {
  try {
    process.kill(chrome.pid);
  } catch {
    /* already stopped */
  }
});

/** A URL without its origin and query ('?dpl=' is the same on every script). */
const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');

/** What to look at when a page is slow: the LCP element, its phases, and the largest scripts. */
function detailOf(lhr, requests) {
  const lines = [];
  const walk = (node, visit) => {
    if (!node || typeof node !== 'object') return;
    visit(node);
    for (const value of Object.values(node)) walk(value, visit);
  };
  walk(lhr.audits['lcp-breakdown-insight']?.details, (node) => {
    if (node.type === 'node' && node.snippet) lines.push(`LCP element: ${node.snippet.slice(0, 120)}`);
    if (node.subpart && typeof node.duration === 'number') lines.push(`  ${node.label ?? node.subpart}: ${Math.round(node.duration)} ms`);
  });
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => (b.transferSize || 0) - (a.transferSize || 0))
    .slice(0, 10)
    .map((r) => `  ${((r.transferSize || 0) / 1024).toFixed(1).padStart(6)} KB ${pathOf(r.url)}`);
  // Where the main thread went (times the CPU slowdown, as TBT counts it), and the long tasks
  // that make up TBT: the page's own against the framework-alone row says what a page adds.
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 6)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)}`);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((task) => `  ${String(Math.round(task.duration)).padStart(5)} ms at ${Math.round(task.startTime)} ms ${pathOf(task.url ?? '') || '(no script)'}`);
  return [...lines, `main thread ms: ${work.join(', ')}`, 'longest tasks:', ...longTasks, 'largest scripts:', ...scripts];
}

/**
 * Whether the LCP paint of the real, unthrottled load came before the largest script (React) had
 * arrived. Lantern then leaves the scripts out of the simulated LCP; otherwise their download is
 * part of it, and LCP comes out about a second longer (decision 0008). Undefined when unknown.
 */
function paintedBeforeScripts(lhr) {
  const requests = lhr.audits['network-requests']?.details;
  const networkStart = requests?.debugData?.networkStartTimeTs;
  const lcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const largest = (requests?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => (b.transferSize || 0) - (a.transferSize || 0))[0];
  if (!networkStart || !lcpTs || typeof largest?.networkEndTime !== 'number') return undefined;
  return lcpTs < networkStart + largest.networkEndTime * 1000;
}

function summarize(lhr) {
  const audits = lhr.audits;
  const items = audits['network-requests']?.details?.items ?? [];
  const js = items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const total = items.reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    jsKB: js / 1024,
    scriptUrls: items.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    totalKB: total / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    detail: detailOf(lhr, items),
    paintedFirst: paintedBeforeScripts(lhr),
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.source ?? 'console'}: ${String(item.description ?? '').slice(0, 160)} ${item.sourceLocation?.url ?? ''}`.trim(),
    ),
    failed: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  };
}

/**
 * Compressed body bytes of a response as the server sends it to Chrome, without its headers:
 * Chrome asks for brotli only over HTTPS (through a front such as docs/deploy/nginx.conf).
 * `encoding`: ask for that one instead (the document's budget is in gzip).
 */
function compressedBytes(url, encoding) {
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const get = secure ? httpsGet : httpGet;
    get(url, { headers: { 'accept-encoding': encoding ?? (secure ? 'br, gzip' : 'gzip') } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

async function warm(url) {
  const html = await (await fetch(url)).text();
  for (const [, srcset] of html.matchAll(/<link[^>]+imageSrcSet="([^"]+)"/gi)) {
    for (const candidate of srcset.split(', ')) {
      const src = candidate.split(' ')[0].replaceAll('&amp;', '&');
      await fetch(new URL(src, url), { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) => r.arrayBuffer());
    }
  }
}

/** One Lighthouse run; a run it could not finish (runtimeError, e.g. no paint) is repeated, at most twice. */
async function measure(label, url) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue;
    if (!result.lhr.runtimeError && typeof lcp === 'number') return summarize(result.lhr);
    console.error(`${label}: run failed (${result.lhr.runtimeError?.code ?? 'no LCP'})${attempt < 2 ? ', again' : ''}`);
  }
  return undefined;
}

// A page and its twin on COMPARE_URL are measured one right after the other; which goes first
// alternates from round to round, because the second of two loads of the same page measured
// lower TBT more often than not (2026-11-23: in 7 of 10 pairs, over two runs with the two
// builds in either order).
const groups = pageGroups(PAGES, base, compareBase);
if (floorBase) groups.push([{ label: FLOOR_LABEL, url: `${floorBase}/` }]);
const targets = groups.flat();
const urlOf = new Map(targets.map(({ label, url }) => [label, url]));
const rows = [];
const runsOf = new Map(targets.map(({ label }) => [label, []]));
try {
  // One warm-up load per page, and of its preloaded (LCP) images, so the measured runs see the
  // server's caches as visitors after the first do: the image optimiser encodes on first request.
  for (const { url } of targets) await warm(url).catch(() => {});
  for (let round = 0; round < RUNS; round++) {
    for (const group of groups) {
      for (const { label, url } of inRoundOrder(group, round)) {
        const summary = await measure(label, url);
        if (summary) runsOf.get(label).push(summary);
      }
    }
  }
  for (const { label } of targets) {
    const runs = runsOf.get(label);
    if (runs.length === 0) throw new Error(`${label}: no Lighthouse run finished`);
    const mid = median(runs.map((r) => r.performance));
    const chosen = runs.find((r) => r.performance === mid);
    const bodies = await Promise.all(chosen.scriptUrls.map((url) => compressedBytes(url).catch(() => 0)));
    rows.push({
      page: label,
      ...chosen,
      jsBodyKB: bodies.reduce((sum, bytes) => sum + bytes, 0) / 1024,
      htmlGzipKB: (await compressedBytes(urlOf.get(label), 'gzip')) / 1024,
      lcp: median(runs.map((r) => r.lcp)),
      paintedFirstRuns: runs.filter((r) => r.paintedFirst).length,
      lcpRuns: runs.map((r) => `${Math.round(r.lcp)}${r.paintedFirst ? '*' : ''}`),
      runCount: runs.length,
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    });
  }
} finally {
  await chrome.kill();
  rmSync(profile, { recursive: true, force: true });
}

const pad = (value, width) => String(value).padStart(width);
const floorRow = rows.find((r) => r.page === FLOOR_LABEL);
console.log(`\nLighthouse ${RUNS} run(s) per page, mobile defaults, median (${base}${compareBase ? `; (B): ${compareBase}` : ''})`);
// JS KB: what the browser received for scripts, response headers included (about 1 KB each:
// the security headers); JS body: the compressed JavaScript alone; HTML gz: the document, gzip.
console.log('page                        perf  a11y  bp  seo   LCP ms    CLS   TBT ms   JS KB  JS body  HTML gz  total KB');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(26)} ${pad(r.performance, 5)} ${pad(r.accessibility, 5)} ${pad(r.bestPractices, 3)} ${pad(r.seo, 4)} ${pad(Math.round(r.lcp), 8)} ${pad(r.cls.toFixed(3), 6)} ${pad(Math.round(r.tbt), 8)} ${pad(r.jsKB.toFixed(1), 7)} ${pad(r.jsBodyKB.toFixed(1), 8)} ${pad(r.htmlGzipKB.toFixed(1), 8)} ${pad(r.totalKB.toFixed(1), 9)}`,
  );
  if (r.failed.length) console.log(`${''.padEnd(27)}failing audits: ${r.failed.join(', ')}`);
  for (const error of r.consoleErrors) console.log(`${''.padEnd(27)}${error}`);
  if (process.env.PERF_DETAIL) {
    console.log(`${''.padEnd(27)}LCP of each run: ${r.lcpRuns.join(', ')} (*: painted before React's script had arrived)`);
    for (const line of r.detail) console.log(`${''.padEnd(27)}${line}`);
  }
}
// Section 7's form: each page against the framework alone of the same rounds.
if (floorRow) {
  console.log('\nAgainst the framework alone (same rounds)   TBT x   score   LCP ms   JS KB');
  for (const r of rows.filter((row) => row !== floorRow)) {
    console.log(
      `${r.page.padEnd(42)} ${pad(ratio(r.tbt, floorRow.tbt), 6)} ${pad(difference(r.performance, floorRow.performance), 7)} ${pad(difference(r.lcp, floorRow.lcp), 8)} ${pad(difference(r.jsBodyKB, floorRow.jsBodyKB, 1), 7)}`,
    );
  }
}
if (floorBase) {
  console.log(`${FLOOR_LABEL}: one static page built with the same Next.js and React, no client component; what any page pays.`);
}
// LCP is two-valued under Lantern (decision 0008): which side a run falls on is a race in the real load.
console.log(
  `LCP painted before React's script had arrived, so the scripts do not count in LCP: ${rows
    .map((r) => `${r.page} ${r.paintedFirstRuns} of ${r.runCount}`)
    .join(', ')}`,
);
console.log('Budgets of DESIGN.md section 7 (the medians above):');
for (const line of budgetReport(rows.filter((r) => r !== floorRow), floorRow)) console.log(line);
// The 4x CPU slowdown is applied to this machine's own speed, so TBT and LCP move with it: compare
// figures measured in one session, one build after the other, not across machines.
// An error a server logged while it was measured (e.g. a 500 behind a failing errors-in-console).
for (const log of serverLogs) {
  const errors = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /error|fail/i.test(line));
  if (errors.length) console.log(`The server logged (${log}):\n  ${errors.slice(0, 10).join('\n  ')}`);
}
console.log(`Lighthouse's benchmark index of this machine: ${Math.round(median([...runsOf.values()].flat().map((r) => r.benchmarkIndex)))} (median of the runs; higher is faster)`);
