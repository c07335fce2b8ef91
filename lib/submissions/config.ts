import { dataPath } from '@/lib/site/data-dir';
import { instituteApiUrl } from '@/lib/institute/config';
import { apiProduct, parseSiteUrl } from '@/lib/site/config';
import { LEASE_MS } from './idempotency';

/** Request bodies (DESIGN.md section 3): a JSON form, or the admission form with its photo. */
export const JSON_BODY_LIMIT = 32 * 1024;
export const MULTIPART_BODY_LIMIT = 700 * 1024;

export interface RateLimits {
  /**
   * Admission submissions per client per window (RATE_LIMIT_ADMISSION, default 20). Not fewer: a
   * computer shop applies for one student after another from one address, and mobile networks put
   * many subscribers behind one IPv4 address; bots are held back by the human check first.
   */
  admission: number;
  /** Contact, prospectus and newsletter posts together (RATE_LIMIT_FORMS, default 10). */
  forms: number;
  /** RATE_LIMIT_WINDOW_SECONDS, default 600. */
  windowMs: number;
}

export interface UpstreamSettings {
  /** INSTITUTE_API_URL */
  baseUrl: string;
  product: string;
  /** INSTITUTE_API_SUBMIT_TIMEOUT_MS, default 10000: a form post may take longer than a read. */
  timeoutMs: number;
}

export interface SubmissionSettings {
  limits: RateLimits;
  /**
   * TRUSTED_PROXY: how many reverse proxies in front of the site append to X-Forwarded-For
   * (unset: 1, see proxyHops). 0: the header is not trusted and every client shares one bucket.
   */
  trustedProxyHops: number;
  /** DATA_DIR/uploads: admission photos, never under public/. */
  uploadsDir: string;
  /** Set: submissions are forwarded there. Null: the embedded service stores them. */
  upstream: UpstreamSettings | null;
  /** The hostname reCAPTCHA must report, from SITE_URL; null: the request's own Host. */
  siteHostname: string | null;
  /**
   * SITE_URL's origin: a browser request from it (or from the request's own host) may post;
   * one whose Origin is anything else gets 403 (origin.ts). Unset: only the request's own host.
   */
  siteOrigin: string | null;
}

function whole(value: string | undefined, fallback: number, name: string, min = 1, max = Infinity): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number ${max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`}`);
  }
  return n;
}

/**
 * The longest a forwarded submission may wait for the upstream: it must end well within the
 * Idempotency-Key's lease, or a resend would take the lease over and forward the application a
 * second time while the first is still waiting (idempotency.ts).
 */
export const MAX_SUBMIT_TIMEOUT_MS = LEASE_MS - 15_000;

function proxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  // Unset: the address the site's own server saw (Next writes it when no proxy did), or the one
  // proxy in front of it. Not one bucket for everyone: that let a few applicants close admission to all.
  if (text === '') return 1;
  if (text === 'false' || text === 'no' || text === 'off') return 0;
  if (text === 'true' || text === 'yes' || text === 'on') return 1;
  return whole(text, 0, 'TRUSTED_PROXY', 0);
}

export function uploadsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return dataPath('uploads', env);
}

export function submissionSettings(env: NodeJS.ProcessEnv = process.env): SubmissionSettings {
  const upstream = instituteApiUrl(env);
  const siteUrl = parseSiteUrl(env);
  return {
    limits: {
      admission: whole(env.RATE_LIMIT_ADMISSION, 20, 'RATE_LIMIT_ADMISSION'),
      forms: whole(env.RATE_LIMIT_FORMS, 10, 'RATE_LIMIT_FORMS'),
      windowMs: whole(env.RATE_LIMIT_WINDOW_SECONDS, 600, 'RATE_LIMIT_WINDOW_SECONDS') * 1000,
    },
    trustedProxyHops: proxyHops(env.TRUSTED_PROXY),
    uploadsDir: uploadsDirectory(env),
    upstream: upstream
      ? { baseUrl: upstream, product: apiProduct(env), timeoutMs: whole(env.INSTITUTE_API_SUBMIT_TIMEOUT_MS, 10_000, 'INSTITUTE_API_SUBMIT_TIMEOUT_MS', 1, MAX_SUBMIT_TIMEOUT_MS) }
      : null,
    siteHostname: siteUrl?.hostname ?? null,
    siteOrigin: siteUrl?.origin ?? null,
  };
}
