#!/usr/bin/env node
// The README's test command (`npm test`, which CI runs): ESLint and the Jest unit and component
// tests while the production build runs (the build also type-checks the whole project: Next's
// `useTypeScriptCli` runs tsc on it), then the Playwright end-to-end tests on that build, then the
// upstream failure drill, the multi-instance drill and the crowd drill on the same build (the
// multi-instance drill needs PostgreSQL and Redis; SKIP_POSTGRES_TESTS=1 or SKIP_REDIS_TESTS=1
// skips it on a machine without them; the crowd drill needs nginx, and installs it as root). Ends with each step's time, the total, and one summary line.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
const bin = (name) => join('node_modules', '.bin', name);
const results = [];
/** Names of the tests that failed, printed again under the summary, where a log's tail shows them. */
const failures = [];
/** End-to-end tests that failed once and passed on their retry: named, so a race is seen and mended. */
const flaky = [];
let passed = 0;
let failed = 0;
let skipped = 0;

const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Runs one step. With `logFile` its output is kept there, for the caller to print once the steps
 * beside it have ended (their lines would interleave); otherwise it streams. Resolves with its
 * exit status.
 */
function step(name, command, args, { env = {}, logFile } = {}) {
  if (!logFile) console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const at = Date.now();
  const child = spawn(command, args, { stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  if (logFile) {
    const out = createWriteStream(logFile);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      results.push({ name, status, seconds: seconds(Date.now() - at) });
      resolve(status);
    });
  });
}

/** A step that is one test: passed or failed; a drill's exit status 3 means skipped. */
function count(name, status) {
  const result = results.findLast((r) => r.name === name);
  if (status === 3) {
    skipped += 1;
    result.name = `${name} (skipped)`;
  } else if (status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(`${name} › failed (see its output above)`);
  }
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

/** A step that failed with no failed test of its own counted (a hook, a file that did not load) counts as one. */
function countUncounted(ok, failedBefore, name) {
  if (ok || failed > failedBefore) return;
  failed += 1;
  failures.push(`${name} › failed outside any test (see its output above)`);
}

const work = mkdtempSync(join(tmpdir(), 'site-tests-'));
// Canonical and alternate links are absolute and fixed at build time: build for the test server's address.
const e2eUrl = `http://localhost:${process.env.E2E_PORT || 3210}`;
// The end-to-end tests run the site on its embedded default, whatever this shell has set for the
// drills or a deployment (an upstream, PostgreSQL, Redis, reCAPTCHA): empty is unset to the site.
const embeddedDefault = { INSTITUTE_API_URL: '', DATABASE_URL: '', SQLITE_PATH: '', REDIS_URL: '', RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '' };

// The build first, in the background; lint and Jest beside it (on two cores that is about a minute
// sooner than one after the other: the build waits on its workers and the disk much of the time).
// `npm run build`: `next build` (with tsc over the whole project), the compile hints, the standalone folder.
const building = step('production build and type check', 'npm', ['run', 'build'], {
  env: { ...embeddedDefault, SITE_URL: e2eUrl },
  logFile: join(work, 'build.log'),
});

count('lint', await step('lint', bin('eslint'), ['.', '--max-warnings=0']));

const jestOut = join(work, 'jest.json');
const jestStatus = await step('unit and component tests', bin('jest'), ['--ci', '--json', `--outputFile=${jestOut}`]);
const jest = readJson(jestOut);
if (jest) {
  const failedBefore = failed;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0);
  skipped += jest.numPendingTests + (jest.numTodoTests || 0);
  for (const suite of jest.testResults) {
    for (const t of suite.assertionResults) if (t.status === 'failed') failures.push(`jest › ${t.fullName}`);
  }
  countUncounted(jestStatus === 0, failedBefore, 'jest');
} else {
  failed += 1;
  failures.push('jest › wrote no report (see its output above)');
}

const built = (await building) === 0;
console.log(`\n━━ production build and type check: npm run build (beside lint and Jest; its output:)\n${readFileSync(join(work, 'build.log'), 'utf8')}`);
count('production build and type check', built ? 0 : 1);
if (built) {
  const pwOut = join(work, 'playwright.json');
  // One retry, whether or not CI is set: on two busy cores a page can miss a timeout once.
  const pwStatus = await step('end-to-end tests', bin('playwright'), ['test', '--retries=1'], {
    env: { ...embeddedDefault, PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut, E2E_DATA_DIR: join(work, 'e2e-data') },
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
    countUncounted(pwStatus === 0, failedBefore, 'playwright');
  } else {
    failed += 1;
    failures.push('playwright › wrote no report (see its output above)');
  }
  // The pages over HTTP with the upstream API down, failing and slow (DESIGN.md section 7: "stale but whole").
  count('upstream failure drill', await step('upstream failure drill', process.execPath, ['scripts/upstream-drill.mjs']));
  // Two instances on one PostgreSQL and one Redis (DESIGN.md section 2a), REDIS_URL switching the
  // shared cache handlers on when they start.
  count('multi-instance drill', await step('multi-instance drill', process.execPath, ['scripts/multi-instance.mjs']));
  // The documented nginx front under an admission-day crowd, and with the site killed meanwhile
  // (issue 48); skipped (exit 3) where nginx cannot be installed.
  count('crowd drill', await step('crowd drill', process.execPath, ['scripts/crowd-drill.mjs']));
} else {
  failures.push('the end-to-end tests and the drills did not run: the build failed (its output is above)');
}

if (existsSync(work)) rmSync(work, { recursive: true, force: true });

console.log('\n━━ summary');
for (const r of results) console.log(`${r.status === 0 || r.name.endsWith('(skipped)') ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.log(`total ${seconds(Date.now() - started)} s`);
for (const name of failures) console.log(`  failed: ${name}`);
for (const name of flaky) console.log(`  passed on its retry: ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => r.status === 0 || r.name.endsWith('(skipped)')) ? 0 : 1);
