/**
 * The human-check settings (DESIGN.md section 6). With RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET_KEY both set the site uses reCAPTCHA v3; otherwise its own proof of work.
 */

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaSettings {
  provider: 'recaptcha';
  siteKey: string;
  secretKey: string;
  /** RECAPTCHA_MIN_SCORE, default 0.5. */
  minScore: number;
  timeoutMs: number;
}

export interface PowSettings {
  provider: 'pow';
  /** HUMAN_CHECK_DIFFICULTY: the largest number a challenge hides (the work is half of it on average). */
  maxNumber: number;
  /** HUMAN_CHECK_TTL_SECONDS, default 600: how long a challenge may be solved and used. */
  ttlMs: number;
  /** HUMAN_CHECK_SECRET, or null to use the installation's stored secret. */
  secret: string | null;
}

export type HumanCheckSettings = RecaptchaSettings | PowSettings;

/** The default work: about 25,000 SHA-256 hashes on average, one to three seconds on a cheap phone. */
export const DEFAULT_DIFFICULTY = 50_000;
export const MIN_SECRET_LENGTH = 32;

function numberIn(value: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return n;
}

export function humanCheckSettings(env: NodeJS.ProcessEnv = process.env): HumanCheckSettings {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  if (siteKey && secretKey) {
    return {
      provider: 'recaptcha',
      siteKey,
      secretKey,
      minScore: numberIn(env.RECAPTCHA_MIN_SCORE, 0.5, 0, 1, 'RECAPTCHA_MIN_SCORE'),
      timeoutMs: numberIn(env.RECAPTCHA_TIMEOUT_MS, 5_000, 100, 60_000, 'RECAPTCHA_TIMEOUT_MS'),
    };
  }
  const secret = env.HUMAN_CHECK_SECRET?.trim() || null;
  if (secret !== null && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`HUMAN_CHECK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`);
  }
  return {
    provider: 'pow',
    maxNumber: Math.floor(numberIn(env.HUMAN_CHECK_DIFFICULTY, DEFAULT_DIFFICULTY, 10, 10_000_000, 'HUMAN_CHECK_DIFFICULTY')),
    ttlMs: numberIn(env.HUMAN_CHECK_TTL_SECONDS, 600, 30, 86_400, 'HUMAN_CHECK_TTL_SECONDS') * 1000,
    secret,
  };
}
