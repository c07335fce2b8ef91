import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCompileHints, COMPILE_HINT } from '@/scripts/compile-hints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);\n';

/** A build folder as `next build` leaves it, reduced to what the hints read and change. */
function fakeBuild(dir: string) {
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'server', 'app', '[locale]', 'notice'), { recursive: true });
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }),
  );
  const manifest = {
    entryJSFiles: {
      '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/app/[locale]/notice/page': ['static/chunks/layout.js', 'static/chunks/notice.js', 'static/chunks/notice.css'],
    },
  };
  writeFileSync(
    join(dir, 'server', 'app', '[locale]', 'notice', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[locale]/notice/page"]=${JSON.stringify(manifest)};`,
  );
  for (const name of ['framework', 'runtime', 'layout', 'notice', 'search-overlay']) {
    writeFileSync(join(dir, 'static', 'chunks', `${name}.js`), CHUNK);
  }
  writeFileSync(join(dir, 'static', 'chunks', 'runtime.js'), `${CHUNK}//# sourceMappingURL=runtime.js.map\n`);
}

describe('addCompileHints', () => {
  let dir: string;
  const chunk = (name: string) => readFileSync(join(dir, 'static', 'chunks', `${name}.js`), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    fakeBuild(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('marks the framework chunks and every route entry chunk, on their first line', () => {
    expect(addCompileHints(dir)).toBe(3);
    for (const name of ['framework', 'layout', 'notice']) expect(chunk(name)).toBe(COMPILE_HINT + CHUNK);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves alone a chunk loaded later, and one whose source map its lines must keep matching', () => {
    addCompileHints(dir);
    expect(chunk('search-overlay')).toBe(CHUNK);
    expect(chunk('runtime').startsWith(COMPILE_HINT)).toBe(false);
  });

  it('changes nothing when run a second time', () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(chunk('framework')).toBe(COMPILE_HINT + CHUNK);
  });
});
