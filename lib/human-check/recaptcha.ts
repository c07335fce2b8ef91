import type { HumanCheckReason } from './errors';
import type { RecaptchaSettings } from './config';
import { discardBody } from '@/lib/security/read-limited';

export type RecaptchaVerification =
  | { ok: true; score: number }
  | { ok: false; reason: Extract<HumanCheckReason, 'missing' | 'malformed' | 'expired' | `recaptcha-${string}`> };

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** reCAPTCHA tokens are base64url text, about 500 to 2,500 characters. */
const TOKEN = /^[A-Za-z0-9_-]{20,4096}$/;

/**
 * Asks Google whether a reCAPTCHA v3 token is good: success, an action and hostname matching
 * ours, and a score of at least the minimum. Google itself makes each token single use
 * ('timeout-or-duplicate') and valid for two minutes.
 */
export async function verifyRecaptcha(
  token: unknown,
  expected: { action: string; hostname: string | null; remoteIp?: string | null },
  settings: RecaptchaSettings,
  options: { verifyUrl: string; fetch?: typeof fetch },
): Promise<RecaptchaVerification> {
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'missing' };
  if (!TOKEN.test(token.trim())) return { ok: false, reason: 'malformed' };
  const form = new URLSearchParams({ secret: settings.secretKey, response: token.trim() });
  if (expected.remoteIp) form.set('remoteip', expected.remoteIp);

  let answer: SiteVerifyAnswer;
  try {
    const response = await (options.fetch ?? fetch)(options.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await discardBody(response);
      console.error(`[human check] reCAPTCHA siteverify answered HTTP ${response.status}`);
      return { ok: false, reason: 'recaptcha-unreachable' };
    }
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch (error) {
    console.error('[human check] reCAPTCHA siteverify could not be reached:', error instanceof Error ? error.message : error);
    return { ok: false, reason: 'recaptcha-unreachable' };
  }
  if (answer === null || typeof answer !== 'object') return { ok: false, reason: 'recaptcha-unreachable' };

  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    if (codes.some((code) => code.includes('input-secret'))) {
      // Our configuration, not the visitor: say so in the log and answer "try again later".
      console.error(`[human check] reCAPTCHA rejected RECAPTCHA_SECRET_KEY: ${codes.join(', ')}`);
      return { ok: false, reason: 'recaptcha-unreachable' };
    }
    if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'recaptcha-rejected' };
  }
  if (answer.action !== expected.action) return { ok: false, reason: 'recaptcha-wrong-action' };
  if (expected.hostname !== null && answer.hostname !== expected.hostname) return { ok: false, reason: 'recaptcha-wrong-hostname' };
  const score = typeof answer.score === 'number' ? answer.score : Number.NaN;
  if (!(score >= settings.minScore)) return { ok: false, reason: 'recaptcha-low-score' };
  return { ok: true, score };
}
