// After `next build`: marks the scripts a page runs at startup with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136 and later). Chrome then compiles all their functions
// on the background thread that streams each script in, instead of one by one on the main thread
// as hydration first calls them; that compilation was the largest part of the first script task
// (decision 0010). Browsers without the hint read a comment. Run by `npm run build`; running it
// again changes nothing.
//
//   node scripts/compile-hints.mjs [dist folder, default .next]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every `*_client-reference-manifest.js` under a folder. */
function clientReferenceManifests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => join(dir, name));
}

/**
 * The chunks some page loads with its HTML: the framework's (build manifest's rootMainFiles) and
 * each route segment's entry chunks. Chunks loaded later (on an interaction, near the viewport)
 * are left alone: their functions are not all called when they arrive.
 */
export function startupChunks(distDir) {
  const chunks = new Set(JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles);
  for (const file of clientReferenceManifests(join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns to globalThis.__RSC_MANIFEST[route].
    const context = { globalThis: { __RSC_MANIFEST: {} } };
    vm.runInNewContext(readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.globalThis.__RSC_MANIFEST)) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js'));
}

/** Adds the hint to each startup chunk that lacks it; returns how many it changed. */
export function addCompileHints(distDir = '.next') {
  let changed = 0;
  for (const chunk of startupChunks(distDir)) {
    const file = join(distDir, chunk);
    const text = readFileSync(file, 'utf8');
    // A chunk with a source map would have its lines shifted by one.
    if (text.startsWith(COMPILE_HINT) || text.includes('//# sourceMappingURL=')) continue;
    writeFileSync(file, COMPILE_HINT + text);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? '.next');
  const changed = addCompileHints(distDir);
  console.log(`compile hints: ${changed} startup chunk(s) marked in ${distDir}`);
}
