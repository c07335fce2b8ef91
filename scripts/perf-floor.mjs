// The framework's own cost on this machine, for `npm run perf` to print beside the site's pages:
// a Next.js app with one static page, no client component and no image, built with the project's
// own next, react and react-dom. Lighthouse's CPU slowdown applies to the machine's speed, so a
// page's TBT and LCP mean most next to this row measured in the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

// Inside node_modules so that `next` and `react` resolve to the project's copies. Turbopack does
// not compile JSX there, hence createElement.
const DIR = resolve('node_modules', '.cache', 'perf-floor');

const FILES = {
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.js': `import { createElement as h } from 'react';
// The empty icon spares a 404 for /favicon.ico, which Lighthouse would report as a console error.
export const metadata = {
  title: 'Framework alone',
  description: 'One static page: no client component, no image.',
  icons: { icon: 'data:,' },
};
export default function RootLayout({ children }) {
  return h('html', { lang: 'en' }, h('body', null, children));
}
`,
  'app/page.js': `import { createElement as h } from 'react';
export default function Page() {
  return h('main', null, h('h1', null, 'Framework alone'), h('p', null, 'One static page with no client component and no image.'));
}
`,
};

/** Builds the one-page app; returns its folder, for `next start`. */
export function buildFrameworkAlone() {
  rmSync(DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(DIR, name, '..'), { recursive: true });
    writeFileSync(join(DIR, name), text);
  }
  const build = spawnSync(resolve('node_modules', '.bin', 'next'), ['build'], { cwd: DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`the framework-alone app did not build:\n${build.stdout}${build.stderr}`);
  // Marked as the site's build is, so that the two compare like for like.
  addCompileHints(join(DIR, '.next'));
  return DIR;
}
