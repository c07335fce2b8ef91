// Builds the service worker (service-worker/sw.ts, decision 0016) into public/sw.js after
// `next build`: Serwist's Next.js plugin needs webpack, and the site builds with Turbopack. The
// worker precaches the offline page in both languages, revised by the build's id, and the script
// files those two pages load, read from their prerendered HTML.
//
//   node scripts/build-service-worker.mjs   (npm run build runs it)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = process.cwd();
const buildId = readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim();

/**
 * The site's own script files an HTML page loads, as the page asks for them (`/_next/static/….js`,
 * with the deployment's `?dpl=`). Its CSS is inlined (next.config.mjs: inlineCss).
 */
export function staticAssetsOf(html) {
  const found = new Set();
  for (const [, url] of html.matchAll(/\ssrc="(\/_next\/static\/[^"\s]+\.js(?:\?[^"\s]*)?)"/g)) found.add(url);
  return [...found];
}

const assets = new Set();
for (const locale of ['en', 'bn']) {
  const html = readFileSync(join(root, '.next', 'server', 'app', locale, 'offline.html'), 'utf8');
  for (const url of staticAssetsOf(html)) assets.add(url);
}

const result = await build({
  entryPoints: [join(root, 'service-worker', 'sw.ts')],
  outfile: join(root, 'public', 'sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  metafile: true,
  tsconfig: join(root, 'tsconfig.json'),
  define: {
    'process.env.NODE_ENV': '"production"',
    __BUILD_ID__: JSON.stringify(buildId),
    __OFFLINE_ASSETS__: JSON.stringify([...assets].sort()),
  },
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`service worker: public/sw.js, ${(bytes / 1024).toFixed(1)} KB, build ${buildId}, ${assets.size} offline-page files precached`);
