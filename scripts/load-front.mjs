// `npm run load` with LOAD_FRONT=1: the cached pages again through nginx as docs/deploy/nginx.conf
// configures it (scripts/nginx-front.mjs; no brotli, plain HTTP), against the static file of the
// Node measurement sent by the same nginx from disk, in the same way: what the front makes of a
// crowd (issue 48: at least 80% of that file's rate).
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

/**
 * @param {{ sitePort: number; pages: string[]; file: string; measure: (path: string, base: string) => Promise<{ path: string; rps: number; p50: number; p99: number; errors: number }> }} options
 * @returns {Promise<{ rows: object[]; file: object; sized: object; below: string[] } | null>} null without nginx.
 */
export async function measureFront({ sitePort, pages, file, measure }) {
  const nginx = ensureNginx();
  if (!nginx) return null;
  // The file of the Node measurement (load.mjs's STATIC), sent by nginx from disk.
  const front = await startFront({ nginx, sitePort, filesRoot: resolve('public') });
  try {
    for (const path of pages) for (let i = 0; i < 2; i += 1) await fetch(`${front.origin}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }).then((r) => r.arrayBuffer());
    const fileResult = await measure(file, front.filesOrigin);
    const sized = await measure(PAGE_SIZED_FILE, front.filesOrigin);
    const rows = [];
    for (const path of pages) rows.push(await measure(path, front.origin));
    const below = rows.filter((r) => r.rps < fileResult.rps * FRONT_RATIO_GOAL).map((r) => r.path);
    return { rows, file: fileResult, sized, below, origin: front.origin };
  } finally {
    await front.stop();
  }
}
