// Settings that let several instances of the site run behind one load balancer (DESIGN.md 2a):
// one build id, one server-actions key, a shared cache handler. Imported by next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before TypeScript is compiled.
//
// Every instance must run the SAME build (BUILD_ID, or the git commit it was built from) and
// share: PostgreSQL (DATABASE_URL), Redis (REDIS_URL: the 'use cache' entries, tag invalidations
// and the form rate limits), and the secrets HUMAN_CHECK_SECRET, REVALIDATE_SECRET and
// NEXT_SERVER_ACTIONS_ENCRYPTION_KEY. The last one is read by Next itself from the environment at
// build and start time (a base64 AES key: `openssl rand -base64 32`); it is not set here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The git commit of the working tree, or null outside a repository. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

/** The id of the build in `.next`, written by `next build`; null when there is none. */
function builtId(distDir = '.next') {
  try {
    return readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [phase] Next's phase (next.config's first argument).
 * @returns {Partial<import('next').NextConfig>}
 */
export function instanceConfig(env = process.env, phase = '') {
  // `next start` reads this file again: its deployment id must be the build's, not the commit
  // checked out now, or pages built earlier ask for every script twice (two ?dpl= values).
  const serving = phase === 'phase-production-server';
  const buildId = env.BUILD_ID?.trim() || (serving && builtId()) || gitCommit();
  return {
    // .next/standalone: a self-contained server (node .next/standalone/server.js) to copy to each host.
    output: 'standalone',
    ...(buildId
      ? {
          generateBuildId: async () => buildId,
          // Lets a browser holding an older build's page be told to reload instead of mixing builds.
          deploymentId: env.DEPLOYMENT_ID?.trim() || buildId,
        }
      : {}),
    // With REDIS_URL at start-up, one 'use cache' store and one record of tag invalidations for
    // every instance, so a revalidation reaches the data and the prerendered pages of all of them.
    // Without it, each instance keeps its own (memory and .next/cache), as with Next's defaults.
    // The handlers choose when the server starts, so one build serves both.
    cacheHandlers: { default: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) },
    cacheHandler: fileURLToPath(new URL('./page-cache-handler.mjs', import.meta.url)),
    // The Open Graph images read these fonts from disk at run time.
    outputFileTracingIncludes: { '/*': ['./lib/seo/fonts/**'] },
  };
}
