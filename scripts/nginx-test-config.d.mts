export const DOCUMENTED_CONFIG: string;

/** docs/deploy/nginx.conf without brotli and TLS, on `port`, in front of the site on `sitePort`, its files in `dir`. */
export function siteConfigForTest(documented: string, where: { port: number; sitePort: number; dir: string }): string;

/** A whole nginx.conf for a non-daemon nginx around siteConfigForTest. */
export function nginxConfigForTest(options: { port: number; sitePort: number; dir: string; files?: { port: number; root: string }; documented?: string }): string;
