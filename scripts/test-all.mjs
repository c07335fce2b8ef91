#!/usr/bin/env node
// The README's test command: lint, type check, unit and component tests (Jest), the production
// build, the end-to-end tests (Playwright in Debian's Chromium), the upstream failure drill and the
// multi-instance drill (which needs PostgreSQL and Redis; SKIP_POSTGRES_TESTS=1 or SKIP_REDIS_TESTS=1
// skips it on a machine without them). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const results = [];
/** Names of the tests that failed, printed again under the summary, where a log's tail shows them. */
const failures = [];
/** End-to-end tests that failed once and passed on their retry: named, so a race is seen and mended. */
const flaky = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args, env = {}, { skipStatus } = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const skippedRun = skipStatus !== undefined && run.status === skipStatus;
  const ok = run.status === 0 || skippedRun;
  results.push({ name: skippedRun ? `${name} (skipped)` : name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return skippedRun ? 'skipped' : ok;
}

/** A drill script: one test that passed, failed, or was skipped (exit status 3). */
function drill(name, script) {
  const outcome = step(name, process.execPath, [script], {}, { skipStatus: 3 });
  if (outcome === 'skipped') skipped += 1;
  else if (outcome) passed += 1;
  else failed += 1;
}

/** Every test in a Playwright JSON report: its status and "project › file › describe › title". */
function playwrightTests(suite, path = []) {
  const where = [...path, suite.title];
  const here = (suite.specs || []).flatMap((spec) =>
    spec.tests.map((t) => ({ status: t.status, name: [t.projectName, ...where, spec.title].join(' › ') })),
  );
  return [...here, ...(suite.suites || []).flatMap((child) => playwrightTests(child, where))];
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const work = mkdtempSync(join(tmpdir(), 'site-tests-'));

// Checks that count as one test each.
for (const [name, cmd, args] of [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
]) {
  if (step(name, cmd, args)) passed += 1;
  else failed += 1;
}

// `npm run typecheck`: Next writes the route types (PageProps, LayoutProps, next-env.d.ts) first; then
// the whole tree is checked.
if (step('types', 'npm', ['run', '--silent', 'typecheck'])) passed += 1;
else failed += 1;

/** A step that failed with no failed test of its own counted (a hook, a file that did not load) counts as one. */
function countUncounted(ok, failedBefore, name) {
  if (ok || failed > failedBefore) return;
  failed += 1;
  failures.push(`${name} › failed outside any test (see its output above)`);
}

const jestOut = join(work, 'jest.json');
const jestOk = step('unit and component tests', bin('jest'), ['--ci', '--json', `--outputFile=${jestOut}`]);
const jest = readJson(jestOut);
if (jest) {
  const failedBefore = failed;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
  skipped += jest.numPendingTests + (jest.numTodoTests || 0);
  for (const suite of jest.testResults) {
    for (const t of suite.assertionResults) if (t.status === 'failed') failures.push(`jest › ${t.fullName}`);
  }
  countUncounted(jestOk, failedBefore, 'jest');
} else failed += 1;

// Canonical and alternate links are absolute and fixed at build time: build for the test server's address.
const e2eUrl = `http://localhost:${process.env.E2E_PORT || 3210}`;
// The end-to-end tests run the site on its embedded default, whatever this shell has set for the
// drills or a deployment (an upstream, PostgreSQL, Redis, reCAPTCHA): empty is unset to the site.
const embeddedDefault = { INSTITUTE_API_URL: '', DATABASE_URL: '', SQLITE_PATH: '', REDIS_URL: '', RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '' };
// `npm run build`: `next build`, then the compile hints (scripts/compile-hints.mjs), as deployed.
const built = step('production build', 'npm', ['run', 'build'], { ...embeddedDefault, SITE_URL: e2eUrl });
if (built) {
  const pwOut = join(work, 'playwright.json');
  // One retry, whether or not CI is set: on two busy cores a page can miss a timeout once.
  const pwOk = step('end-to-end tests', bin('playwright'), ['test', '--retries=1'], {
    ...embeddedDefault,
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut,
    E2E_DATA_DIR: join(work, 'e2e-data'),
  });
  const pw = readJson(pwOut);
  if (pw?.stats) {
    const failedBefore = failed;
    passed += pw.stats.expected + (pw.stats.flaky || 0);
    failed += pw.stats.unexpected;
    skipped += pw.stats.skipped;
    for (const { status, name } of pw.suites.flatMap((suite) => playwrightTests(suite))) {
      if (status === 'unexpected') failures.push(name);
      else if (status === 'flaky') flaky.push(name);
    }
    countUncounted(pwOk, failedBefore, 'playwright');
  } else failed += 1;
  // The pages over HTTP with the upstream API down, failing and slow (DESIGN.md section 7: "stale but whole"), on this build.
  drill('upstream failure drill', 'scripts/upstream-drill.mjs');
} else failed += 1;

// Two instances on one PostgreSQL and one Redis (DESIGN.md section 2a). Last: it makes its own
// standalone build (REDIS_URL set) in .next, about three minutes with the drill.
drill('multi-instance drill', 'scripts/multi-instance.mjs');

if (existsSync(work)) rmSync(work, { recursive: true, force: true });

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
for (const name of failures) console.log(`  failed: ${name}`);
for (const name of flaky) console.log(`  passed on its retry: ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
