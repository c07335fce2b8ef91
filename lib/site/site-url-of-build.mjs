// Imported by next.config.mjs, which Next loads before TypeScript is compiled: plain JavaScript.

/**
 * SITE_URL as it is when the site is built, written into the build's code as
 * process.env.SITE_URL_OF_BUILD: a page rendered again after the build (a revalidation, a preview
 * image) must carry the same canonical origin as the prerendered ones, also when the server is
 * started without SITE_URL (lib/site/config.ts). Only when building: `next start` reads the config
 * again, in the server's environment, and the value must stay the build's.
 * @param {Record<string, string | undefined>} env
 * @param {string} phase Next's phase (next.config's first argument).
 * @returns {Partial<import('next').NextConfig>}
 */
export function siteUrlOfBuild(env, phase) {
  const site = env.SITE_URL?.trim();
  return phase === 'phase-production-build' && site ? { env: { SITE_URL_OF_BUILD: site } } : {};
}
