import type { Database, Queryable } from '@/lib/db';
import { getSubmissionsDatabase } from '@/lib/submissions/database';
import { humanCheckSettings, RECAPTCHA_VERIFY_URL, type HumanCheckSettings } from './config';
import { humanCheckMessageKey, type HumanCheckMessageKey, type HumanCheckReason } from './errors';
import { createPowChallenge, verifyPowToken } from './pow';
import { verifyRecaptcha } from './recaptcha';
import { installationSecret, markChallengeUsed, releaseChallenge } from './store';
import type { HumanCheckInfo } from './types';

export { HUMAN_CHECK_ACTION, type HumanCheckInfo, type PowChallenge } from './types';
export { humanCheckSettings, type HumanCheckSettings } from './config';
export { humanCheckMessageKey, isServiceFailure, type HumanCheckMessageKey, type HumanCheckReason } from './errors';

export type HumanCheckPass =
  | { ok: true; provider: 'pow'; challenge: string; expiresAt: number }
  | { ok: true; provider: 'recaptcha'; score: number };

export interface HumanCheckFailure {
  ok: false;
  reason: HumanCheckReason;
  /** Under `submissions.humanCheck`. */
  messageKey: HumanCheckMessageKey;
}

export type HumanCheckResult = HumanCheckPass | HumanCheckFailure;

export interface VerifyContext {
  /** The reCAPTCHA action the token must be made for ('admission'). */
  action: string;
  /** The site's hostname, which Google must report; null skips that comparison. */
  hostname: string | null;
  remoteIp?: string | null;
}

export interface HumanCheck {
  readonly settings: HumanCheckSettings;
  /** What GET /api/human-check answers: a fresh signed challenge, or the reCAPTCHA site key. */
  info(): Promise<HumanCheckInfo>;
  /** Every check that needs no write: signature, expiry and solution, or Google's verdict. */
  verify(token: unknown, context: VerifyContext): Promise<HumanCheckResult>;
  /** Spends a passed proof of work (single use); fails with 'replayed' when it was spent before. */
  markUsed(db: Queryable, pass: HumanCheckPass): Promise<HumanCheckResult>;
  /** Gives a spent proof of work back, after a failure that was not the visitor's. */
  release(db: Queryable, pass: HumanCheckPass): Promise<void>;
}

export interface HumanCheckOptions {
  getDatabase: () => Promise<Database>;
  settings?: HumanCheckSettings;
  fetch?: typeof fetch;
  /** Google's siteverify URL; only tests point it elsewhere (a fake on 127.0.0.1). */
  recaptchaVerifyUrl?: string;
  now?: () => number;
}

const fail = (reason: HumanCheckReason): HumanCheckFailure => ({ ok: false, reason, messageKey: humanCheckMessageKey(reason) });

export function createHumanCheck(options: HumanCheckOptions): HumanCheck {
  const settings = options.settings ?? humanCheckSettings();
  const now = options.now ?? Date.now;
  let secret: Promise<string> | undefined;
  const signingSecret = (): Promise<string> => {
    if (settings.provider !== 'pow') throw new Error('reCAPTCHA needs no signing secret');
    if (settings.secret) return Promise.resolve(settings.secret);
    secret ??= options
      .getDatabase()
      .then((db) => installationSecret(db))
      .catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
    return secret;
  };

  return {
    settings,
    async info() {
      if (settings.provider === 'recaptcha') return { provider: 'recaptcha', siteKey: settings.siteKey };
      const challenge = await createPowChallenge({
        secret: await signingSecret(),
        maxNumber: settings.maxNumber,
        ttlMs: settings.ttlMs,
        now: now(),
      });
      return { provider: 'pow', challenge };
    },
    async verify(token, context) {
      if (settings.provider === 'recaptcha') {
        const result = await verifyRecaptcha(token, context, settings, {
          verifyUrl: options.recaptchaVerifyUrl ?? RECAPTCHA_VERIFY_URL,
          fetch: options.fetch,
        });
        return result.ok ? { ok: true, provider: 'recaptcha', score: result.score } : fail(result.reason);
      }
      const result = verifyPowToken(token, await signingSecret(), now());
      return result.ok ? { ok: true, provider: 'pow', challenge: result.challenge, expiresAt: result.expiresAt } : fail(result.reason);
    },
    async markUsed(db, pass) {
      if (pass.provider === 'recaptcha') return pass;
      return (await markChallengeUsed(db, pass.challenge, pass.expiresAt, now())) ? pass : fail('replayed');
    },
    async release(db, pass) {
      if (pass.provider === 'pow') await releaseChallenge(db, pass.challenge);
    },
  };
}

const DEFAULT_KEY = Symbol.for('site.human-check');
type Holder = { [DEFAULT_KEY]?: HumanCheck };

/** The site's human check, configured from the environment, on the site's database. */
export function defaultHumanCheck(): HumanCheck {
  const holder = globalThis as Holder;
  holder[DEFAULT_KEY] ??= createHumanCheck({
    getDatabase: getSubmissionsDatabase,
  });
  return holder[DEFAULT_KEY];
}
