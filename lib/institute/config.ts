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

/** How long one upstream request may take, in milliseconds (INSTITUTE_API_TIMEOUT_MS, default 4000). */
export function instituteApiTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.INSTITUTE_API_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 4_000;
}

/** Whether the embedded service seeds demo content into an empty database (SEED_DEMO_CONTENT, default on). */
export function seedDemoContentOnStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(0|false|no|off)$/i.test(env.SEED_DEMO_CONTENT?.trim() ?? '');
}
