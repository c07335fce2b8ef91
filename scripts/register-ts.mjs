/**
 * Lets Node 24 run the project's TypeScript directly: `node --import ./scripts/register-ts.mjs x.ts`.
 * Node strips the types itself; this hook adds what the bundler normally resolves: the `@/`
 * alias (the project root), extensionless relative imports (./db -> ./db.ts or ./db/index.ts) and
 * packages without an exports map imported without `.js` (next/cache); and it loads the
 * project's .ts files as ES modules.
 */
import { existsSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const isFile = (url) => existsSync(fileURLToPath(url)) && statSync(fileURLToPath(url)).isFile();

registerHooks({
  resolve(specifier, context, nextResolve) {
    // Only the project's own modules need help; packages resolve as they always do.
    const parent = context.parentURL ?? '';
    if (!parent.startsWith(root.href) || parent.includes('/node_modules/')) return nextResolve(specifier, context);
    const target = specifier.startsWith('@/') ? new URL(specifier.slice(2), root).href : specifier;
    if (/^(\.{1,2}\/|\/|file:)/.test(target)) {
      const base = new URL(target, context.parentURL);
      const found = [base.href, `${base.href}.ts`, `${base.href}/index.ts`].find((href) => isFile(new URL(href)));
      if (found) return nextResolve(found, context);
    }
    try {
      return nextResolve(target, context);
    } catch (error) {
      if (error?.code === 'ERR_MODULE_NOT_FOUND' && !/^[./]/.test(target) && !target.endsWith('.js')) {
        return nextResolve(`${target}.js`, context);
      }
      throw error;
    }
  },
  // The project's .ts files are ES modules (package.json has no "type": Node would guess, and warn).
  load(url, context, nextLoad) {
    if (url.startsWith(root.href) && url.endsWith('.ts') && !url.includes('/node_modules/')) {
      return nextLoad(url, { ...context, format: 'module-typescript' });
    }
    return nextLoad(url, context);
  },
});
