import type { Database } from '@/lib/db';
import type { HumanCheck } from '@/lib/human-check';
import type { Locale } from '@/lib/i18n/routing';
import type { SubmissionSettings } from './config';
import type { DecodeQueue } from './decode-queue';
import type { Translate, Translator } from './messages';
import type { RateLimiter } from './rate-limit';

export type SubmissionKind = 'admission' | 'contact' | 'prospectus' | 'newsletter';

/**
 * Which API a post came through: the site's own /api/* routes, which only the site's pages use, or
 * the embedded institute API (/{product}_webside/*), whose clients rely on the contract of
 * DESIGN.md section 3 to the letter (humanCheckText in answers.ts).
 */
export type Api = 'site' | 'institute';

export interface SubmissionDeps {
  getDatabase: () => Promise<Database>;
  translate: Translator;
  rateLimiter: RateLimiter;
  humanCheck: HumanCheck;
  settings: SubmissionSettings;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long a repeat of a running submission (same Idempotency-Key) waits for its answer. */
  waitForKey?: { timeoutMs: number; intervalMs: number };
  /** The photo decodes' turn (decode-queue.ts); default: one at a time, per pipeline (one per process). */
  photoDecodes?: DecodeQueue;
}

/** The upstream paths of the POST contract (DESIGN.md section 3). */
export const UPSTREAM_PATHS: Record<SubmissionKind, string> = {
  admission: 'admission_apply',
  contact: 'get_in_touch',
  prospectus: 'request_prospectus',
  newsletter: 'newsletter_subscribe',
};

/**
 * Message keys under `submissions`: the refusal of bad input, of a body or Idempotency-Key that
 * cannot be read (no field to mark), and the failure of a good one. The admission form has the
 * spec's one failure message for all three.
 */
export const TEXT: Record<SubmissionKind, { invalid: string; unreadable: string; failed: string }> = {
  admission: { invalid: 'admission.failed', unreadable: 'admission.failed', failed: 'admission.failed' },
  contact: { invalid: 'invalid', unreadable: 'unreadable', failed: 'contact.failed' },
  prospectus: { invalid: 'invalid', unreadable: 'unreadable', failed: 'prospectus.failed' },
  newsletter: { invalid: 'invalid', unreadable: 'unreadable', failed: 'newsletter.failed' },
};

/** One accepted post, read and within its limits, on its way to a form's handler. */
export interface Context {
  kind: SubmissionKind;
  api: Api;
  /** The site's human check: its own proof of work, or reCAPTCHA (humanCheckText in answers.ts). */
  checkProvider: 'pow' | 'recaptcha';
  request: Request;
  locale: Locale;
  /** Messages of the `submissions` namespace, and of `validation` (field errors). */
  t: Translate;
  tv: Translate;
  db: Database;
  key: string | null;
  /** The body's fingerprint when a key was sent (bodyFingerprint, idempotency.ts), else null. */
  fingerprint: string | null;
  client: string;
  fields: Record<string, unknown>;
  files: Record<string, File>;
  now: number;
}

/** A form's handler: validates, stores or forwards once (commit.ts), and answers. */
export type Handler = (ctx: Context) => Promise<Response>;

export const nowIso = (ms: number) => new Date(ms).toISOString();
