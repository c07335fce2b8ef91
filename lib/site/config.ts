/**
 * The site-wide settings read from the environment: the upstream's product name and the site's
 * public address. Each area reads its own in its config module (lib/institute/config.ts,
 * lib/submissions/config.ts, lib/human-check/config.ts, lib/security/headers.mjs for the build),
 * and lib/site/settings-check.ts checks them all when the server starts. Every one has a working
 * default, so `npm start` runs the whole site with nothing configured.
 */

export const DEFAULT_API_PRODUCT = 'erp';

/** The upstream's product name: its paths are /{product}_webside/... (spec section 7). */
export function apiProduct(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.INSTITUTE_PRODUCT?.trim() || DEFAULT_API_PRODUCT;
  if (!/^[a-z0-9-]+$/i.test(value)) throw new Error('INSTITUTE_PRODUCT may hold only letters, digits and dashes');
  return value;
}

export function apiProductPrefix(): string {
  return `/${apiProduct()}_webside`;
}

/**
 * SITE_URL parsed, or null when it is unset. It must be http(s) with a host: 'localhost:3000'
 * parses too, as a URL of the scheme 'localhost:' with no host at all.
 *
 * Unset when the server starts, it is the one the site was built with (`built`: next.config.mjs
 * writes it into the build). The pages the build prerendered carry that origin in their links; a
 * page rendered again later (a revalidation) must say the same, not http://localhost.
 */
export function parseSiteUrl(env: NodeJS.ProcessEnv = process.env, built = process.env.SITE_URL_OF_BUILD): URL | null {
  const site = env.SITE_URL?.trim() || built?.trim();
  if (!site) return null;
  const url = URL.canParse(site) ? new URL(site) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new Error('SITE_URL must be an absolute URL, e.g. https://www.example.edu.bd');
  }
  return url;
}

/** The public origin of the site, for canonical URLs, sitemaps and social previews. */
export function siteUrl(): string {
  const url = parseSiteUrl();
  return url ? url.href.replace(/\/+$/, '') : `http://localhost:${process.env.PORT || 3000}`;
}
