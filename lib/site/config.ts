/**
 * Settings read from the environment, in one place. Every one has a working default,
 * so `npm start` runs the whole site with nothing configured.
 */

/** The upstream's product name: its paths are /{product}_webside/... (spec section 7). */
export function apiProduct(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.INSTITUTE_PRODUCT?.trim() || 'erp';
  if (!/^[a-z0-9-]+$/i.test(value)) throw new Error('INSTITUTE_PRODUCT may hold only letters, digits and dashes');
  return value;
}

export function apiProductPrefix(): string {
  return `/${apiProduct()}_webside`;
}

/** The public origin of the site, for canonical URLs, sitemaps and social previews. */
export function siteUrl(): string {
  const value = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
  return value.replace(/\/+$/, '');
}
