// The standalone server that `next build` writes (output: 'standalone', lib/deploy/instance-config.mjs)
// leaves out the browser's files: `.next/static` and `public/`. `npm run build` copies them in, so
// that `.next/standalone` is whole: what `npm start` runs and what a deployment copies.
//
//   node scripts/standalone.mjs [project folder, default .]
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The standalone server's entry point under a project folder. */
export const standaloneServer = (root = '.') => resolve(root, '.next', 'standalone', 'server.js');

/** Copies `.next/static` and `public/` into the standalone folder, replacing what an earlier build left. */
export function prepareStandalone(root = '.') {
  const folder = resolve(root, '.next', 'standalone');
  if (!existsSync(join(folder, 'server.js'))) throw new Error(`no ${join(folder, 'server.js')}: run \`npm run build\` first`);
  for (const [from, to] of [
    [join(root, '.next', 'static'), join(folder, '.next', 'static')],
    [join(root, 'public'), join(folder, 'public')],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  return folder;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = prepareStandalone(process.argv[2] ?? '.');
  console.log(`standalone: .next/static and public/ copied into ${folder}`);
}
