// nginx from docs/deploy/nginx.conf in front of a site on loopback, for the crowd drill and
// `npm run load` with LOAD_FRONT=1: a non-daemon child process, its configuration, cache, logs and
// temporary files in a folder of its own (scripts/nginx-test-config.mjs says what differs from
// the documented file).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { nginxConfigForTest } from './nginx-test-config.mjs';

/**
 * Starts nginx on a free port in front of the site on `sitePort`; resolves once it answers.
 * @param {{ nginx: string; sitePort: number; filesRoot?: string }} options `filesRoot`: also serve that folder's files from disk, at `filesOrigin`.
 */
export async function startFront({ nginx, sitePort, filesRoot }) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-front-'));
  // nginx's workers run as nobody when it is started as root: they must reach the cache and socket.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  const files = filesRoot ? { port: await freePort(), root: filesRoot } : undefined;
  writeFileSync(config, nginxConfigForTest({ port, sitePort, dir, files }));
  const child = spawn(nginx, ['-p', `${dir}/`, '-e', join(dir, 'error.log'), '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.on('exit', () => child.kill('SIGTERM'));
  const origin = `http://localhost:${port}`;
  const errors = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/api/human-check`, { redirect: 'manual' }).then(() => true, () => false);
    if (up) break;
    if (child.exitCode !== null || tries > 50) throw new Error(`nginx did not start:\n${output}${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    filesOrigin: files ? `http://localhost:${files.port}` : null,
    dir,
    /** nginx's error log so far. */
    errors,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
