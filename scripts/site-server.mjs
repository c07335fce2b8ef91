// One way for the scripts to start a production server and wait until it answers: the drills
// (upstream-drill.mjs, multi-instance.mjs), the measurements (perf.mjs, load.mjs) and the
// end-to-end test of bad settings. By default the site's own standalone build
// (`node scripts/serve.mjs`, as `npm start` runs it); `{ dir }` runs `next start` for another app
// (the framework-alone page of perf-floor.mjs).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Servers started here and still running: stopped when the script exits, however it ends. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** The project's pinned Node (the `node` package), whatever Node runs this script: Node 20 has no node:sqlite. */
const projectNode = () => (existsSync(resolve('node_modules', '.bin', 'node')) ? resolve('node_modules', '.bin', 'node') : process.execPath);

/** True once `url` answers at all (any status). */
export async function answers(url) {
  return fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
}

/**
 * Starts a server on `port`; `ready()` resolves once `/` answers 200, `exited` when it stops.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.name] For messages.
 * @param {Record<string, string | undefined>} [options.env] Added to this process's environment.
 * @param {string} [options.dir] Another app's folder, served with `next start`.
 * @param {string} [options.logFile] Where the server's output goes (default: kept in memory, see log()).
 * @param {number} [options.timeoutMs]
 */
export async function spawnSite({ port, name = 'the site', env = {}, dir, logFile, timeoutMs = 60_000 }) {
  const origin = `http://localhost:${port}`;
  // Another server on the port would answer instead, and be tested without anyone noticing.
  if (await answers(origin)) throw new Error(`port ${port} is already in use; stop what runs there`);
  const childEnv = {
    ...process.env,
    // The project's pinned Node first, for `next` and for anything the server starts.
    PATH: `${resolve('node_modules', '.bin')}${delimiter}${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: 'localhost',
    ...env,
  };
  const [command, args, cwd] = dir
    ? [resolve('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', 'localhost'], dir]
    : [projectNode(), [resolve('scripts', 'serve.mjs')], process.cwd()];
  let output = '';
  const fd = logFile ? openSync(logFile, 'w') : null;
  const child = spawn(command, args, { cwd, env: childEnv, stdio: fd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd] });
  // The child has its own copy of the log's descriptor now.
  if (fd !== null) closeSync(fd);
  if (!logFile) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));

  return {
    origin,
    port,
    child,
    /** Resolves with the exit code (or signal) once the server has stopped. */
    exited: exited.then(() => child.exitCode ?? child.signalCode),
    /** What the server has printed so far (empty with logFile). */
    log: () => output,
    /** Stops the server and waits until it has gone. */
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    /** Resolves once `/` answers 200; throws if the server exits first or takes longer than timeoutMs. */
    ready: async () => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (await fetch(`${origin}/`).then((r) => r.ok, () => false)) return;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
        if (Date.now() > deadline) throw new Error(`${name} did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
        await sleep(250);
      }
    },
  };
}

/** spawnSite, then waits until it answers. */
export async function startSite(options) {
  const site = await spawnSite(options);
  await site.ready();
  return site;
}
