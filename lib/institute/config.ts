import { dataPath } from '@/lib/site/data-dir';

/**
 * The institute API settings (DESIGN.md section 2). The product name comes from
 * lib/site/config.ts (INSTITUTE_PRODUCT, default erp).
 */

/** The upstream API's {host}, or null to use the embedded service (the default). */
export function instituteApiUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.INSTITUTE_API_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('INSTITUTE_API_URL must be an absolute http(s) URL, e.g. https://erp.example.edu');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('INSTITUTE_API_URL must use http or https');
  }
  return url.href.replace(/\/+$/, '');
}

/** Where the upstream's last good answers are kept across restarts: DATA_DIR/last-good (default data/last-good). */
export function lastGoodDir(env: NodeJS.ProcessEnv = process.env): string {
  return dataPath('last-good', env);
}

export const DEFAULT_INSTITUTE_API_TIMEOUT_MS = 4_000;

/**
 * How long one upstream request may take, in milliseconds (INSTITUTE_API_TIMEOUT_MS). A value that
 * is not a positive number falls back to the default rather than stopping the server.
 */
export function instituteApiTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.INSTITUTE_API_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_INSTITUTE_API_TIMEOUT_MS;
}

/** Whether the embedded service seeds demo content into an empty database (SEED_DEMO_CONTENT, default on). */
export function seedDemoContentOnStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(0|false|no|off)$/i.test(env.SEED_DEMO_CONTENT?.trim() ?? '');
}

/**
 * The longest institute data is used before it is read again, in seconds
 * (INSTITUTE_CACHE_MAX_SECONDS, at least 1; unset: each kind's own lifetime in data.ts). For an
 * institute that wants changes to show within seconds without a revalidation webhook, and for
 * the upstream failure drill, which needs pages to go stale while the upstream is down.
 */
export function instituteCacheMaxSeconds(env: NodeJS.ProcessEnv = process.env): number | null {
  const value = Number(env.INSTITUTE_CACHE_MAX_SECONDS);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;
}
