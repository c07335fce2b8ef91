// `npm run load` with LOAD_FRONT=1: the cached pages again through nginx as docs/deploy/nginx.conf
// configures it (scripts/nginx-front.mjs; no brotli, plain HTTP), against the static file of the
// Node measurement sent by the same nginx from disk, in the same way: what the front makes of a
// crowd (issue 48: at least 80% of that file's rate). Measured with wrk where it is installed
// (`apt-get install wrk`), else with autocannon, whose figures are then the client's own limit.
import { execFileSync, spawnSync } from 'node:child_process';
import { ensureNginx } from './ensure-nginx.mjs';
import { resolve } from 'node:path';
import { startFront } from './nginx-front.mjs';

/** The target of the ratio: at least this share of the file's requests per second. */
export const FRONT_RATIO_GOAL = 0.8;

/**
 * A file of about a page's size (40 KB; the pages are 28-52 KB compressed), also sent from disk:
 * the icon (7 KB) measures what the front does per request and per byte together; this one shows
 * how much of a page's gap to it is only its size.
 */
export const PAGE_SIZED_FILE = '/images/site/hero-campus.jpg';

/** Whether wrk (Debian's package `wrk`) is installed. */
const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);

/**
 * One target with wrk: nginx answers a small file 4-20 times faster than autocannon (JavaScript,
 * on the same two cores) can ask, so with autocannon every figure here measures the client.
 * @param {string} url
 * @param {{ connections: number; seconds: number }} options
 */
export function measureWithWrk(url, { connections, seconds }) {
  const out = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip, br', url], { encoding: 'utf8' });
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const latency = (p) => {
    const found = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)\\b`));
    return found ? toMs(found[1], found[2]) : NaN;
  };
  const total = Number(out.match(/(\d+) requests in/)?.[1] ?? NaN);
  const read = out.match(/requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/);
  const bytes = read ? Number(read[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[read[2]] : NaN;
  const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return { path: new URL(url).pathname, rps, p50: latency(50), p99: latency(99), errors, kb: bytes / total / 1024 };
}

/**
 * @param {{ sitePort: number; pages: string[]; file: string; measure: (path: string, base: string) => Promise<{ path: string; rps: number; p50: number; p99: number; errors: number }>; wrkOptions: { connections: number; seconds: number } }} options `measure` (autocannon) is used where wrk is not installed.
 * @returns {Promise<{ rows: object[]; file: object; sized: object; below: string[] } | null>} null without nginx.
 */
export async function measureFront({ sitePort, pages, file, measure, wrkOptions }) {
  const nginx = ensureNginx();
  if (!nginx) return null;
  // The file of the Node measurement (load.mjs's STATIC), sent by nginx from disk.
  const front = await startFront({ nginx, sitePort, filesRoot: resolve('public') });
  const tool = hasWrk() ? 'wrk' : 'autocannon';
  const run = tool === 'wrk' ? async (path, base) => measureWithWrk(`${base}${path}`, wrkOptions) : measure;
  try {
    for (const path of pages) for (let i = 0; i < 2; i += 1) await fetch(`${front.origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }).then((r) => r.arrayBuffer());
    const fileResult = await run(file, front.filesOrigin);
    const sized = await run(PAGE_SIZED_FILE, front.filesOrigin);
    const rows = [];
    for (const path of pages) rows.push(await run(path, front.origin));
    const below = rows.filter((r) => r.rps < fileResult.rps * FRONT_RATIO_GOAL).map((r) => r.path);
    return { rows, file: fileResult, sized, below, origin: front.origin, tool };
  } finally {
    await front.stop();
  }
}
