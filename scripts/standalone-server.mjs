// After `next build`: puts the site's server (server.mjs and what it imports) into
// .next/standalone beside the server.js Next writes there, so that a deployment copied from that
// folder serves pages as `npm start` does, their scripts requested after the first paint
// (decision 0012). Run by `npm run build`; running it again changes nothing.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FILES = ['server.mjs', 'lib/server/defer-page-scripts.mjs', 'lib/server/after-paint-scripts.mjs'];
const target = join('.next', 'standalone');

if (existsSync(target)) {
  for (const file of FILES) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(file, join(target, file));
  }
  console.log(`standalone server: ${FILES.length} file(s) copied into ${target}`);
}
