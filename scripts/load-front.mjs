// `npm run load` with LOAD_FRONT=1: the cached pages again through nginx as docs/deploy/nginx.conf
// configures it (scripts/nginx-front.mjs; no brotli, plain HTTP), against a file nginx sends from
// its own cache without asking Node (one of the build's scripts, kept for its max-age), in the same
// way: what the front makes of a crowd (issue 48: at least 80% of that file's rate).
import { ensureNginx } from './ensure-nginx.mjs';
import { startFront } from './nginx-front.mjs';

/** The target of the ratio: at least this share of the file's requests per second. */
export const FRONT_RATIO_GOAL = 0.8;

/**
 * @param {{ sitePort: number; pages: string[]; measure: (path: string, base: string) => Promise<{ path: string; rps: number; p50: number; p99: number; errors: number }> }} options
 * @returns {Promise<{ rows: object[]; file: object; below: string[] } | null>} null without nginx.
 */
export async function measureFront({ sitePort, pages, measure }) {
  const nginx = ensureNginx();
  if (!nginx) return null;
  const front = await startFront({ nginx, sitePort });
  try {
    const home = await fetch(`${front.origin}/`).then((r) => r.text());
    const file = home.match(/\/_next\/static\/chunks\/[^"']+\.js/)?.[0];
    if (!file) throw new Error('no script of the build found in the home page');
    // Each target once, so what is measured is the cache, then twice to see it is one.
    for (const path of [file, ...pages]) for (let i = 0; i < 2; i += 1) await fetch(`${front.origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }).then((r) => r.arrayBuffer());
    const size = (await fetch(`${front.origin}${file}`, { headers: { 'accept-encoding': 'gzip, br' } }).then((r) => r.arrayBuffer())).byteLength;
    const fileResult = { ...(await measure(file, front.origin)), size };
    const rows = [];
    for (const path of pages) rows.push(await measure(path, front.origin));
    const below = rows.filter((r) => r.rps < fileResult.rps * FRONT_RATIO_GOAL).map((r) => r.path);
    return { rows, file: fileResult, below, origin: front.origin };
  } finally {
    await front.stop();
  }
}
