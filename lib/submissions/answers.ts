import type { HumanCheckMessageKey } from '@/lib/human-check/errors';
import type { Locale } from '@/lib/i18n/routing';
import { jsonResponse } from '@/lib/institute/json-response';
import { parseErrorKey } from '@/lib/validations/error-key';
import type { FieldErrors } from '@/lib/validations/shared';
import { TEXT, UPSTREAM_PATHS, type Context } from './context';
import type { StoredAnswer } from './idempotency';
import type { Translate } from './messages';
import type { UpstreamAnswer } from './upstream';

/** An answer short of success: it rolls the transaction back and is never stored for replay. */
export class Refusal {
  readonly answer: StoredAnswer & { headers?: Record<string, string> };
  constructor(answer: StoredAnswer & { headers?: Record<string, string> }) {
    this.answer = answer;
  }
}

/** The upstream could not be reached or answered outside the contract: a 502, nothing stored. */
export class UpstreamFailure extends Error {}

export type Outcome = StoredAnswer | Refusal;

export const respond = (locale: Locale, status: number, body: unknown, headers: Record<string, string> = {}) =>
  jsonResponse(status, body, { 'Content-Language': locale, ...headers });

export const replay = (locale: Locale, answer: StoredAnswer) =>
  respond(locale, answer.status, answer.body, { 'Idempotent-Replayed': 'true' });

/**
 * The Idempotency-Key of another body (the IETF Idempotency-Key draft's 422): these answers are
 * not the ones first sent with it, and replaying the first answer would drop them unseen. The
 * browser form then starts a new key for them (refusalEndsAttempt, lib/forms/idempotency.ts).
 */
export const keyReused = (locale: Locale, t: Translate) => respond(locale, 422, { message: t('keyReused') });

/**
 * The message of a failed human check. DESIGN.md section 3: "A failed human check is a 400 whose
 * message contains `recaptcha` (the site then refreshes its token)", after the spec's browser rule
 * (its section 4). That is the institute API's contract: the embedded API (/{product}_webside/*)
 * keeps it to the letter for its clients, whichever check the site uses (humanCheck.*, which say
 * "reCAPTCHA" in both languages), and so do the site's own /api/* routes while the check is
 * reCAPTCHA, where the word is true. With the site's own proof of work the /api/* routes speak
 * plainly (securityCheck.*: "security check", no reCAPTCHA is involved): their one client is the
 * site's admission form, which refreshes its token on a 400 that names `recaptcha_token` in its
 * `errors` (every failed check's 400 does, on both APIs, from the contract's field name) as well as
 * on one whose message mentions reCAPTCHA (use-admission-submission.ts).
 */
export function humanCheckText(ctx: Pick<Context, 't' | 'api'>, provider: 'pow' | 'recaptcha', key: HumanCheckMessageKey): string {
  return ctx.t(ctx.api === 'site' && provider === 'pow' ? `securityCheck.${key}` : `humanCheck.${key}`);
}

/** Field errors as the visitor reads them; `rename` maps a form's field to the payload's name. */
export const translated = (tv: Translate, errors: FieldErrors, rename: (field: string) => string = (f) => f) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const { key, values } = parseErrorKey(error!);
      return [rename(field), tv(key, values)];
    }),
  );

/** Maps an upstream answer that is not a success, or throws for an unavailable upstream. */
export function upstreamRefusal(ctx: Context, answer: Exclude<UpstreamAnswer, { kind: 'accepted' }>, fields: readonly string[]): Refusal {
  if (answer.kind === 'unavailable') throw new UpstreamFailure(`${UPSTREAM_PATHS[ctx.kind]}: ${answer.detail}`);
  // A 409 means something only for an application (the same SSC result); for a message it is not the contract.
  if (answer.kind === 'duplicate' && ctx.kind !== 'admission') throw new UpstreamFailure(`${UPSTREAM_PATHS[ctx.kind]}: HTTP 409`);
  if (answer.kind === 'duplicate') {
    const message = answer.applicationId
      ? ctx.t('admission.duplicate', { reference: answer.applicationId })
      : ctx.t('admission.duplicateNoReference');
    return new Refusal({ status: 409, body: { message, application_id: answer.applicationId } });
  }
  if (answer.humanCheck) {
    const message = humanCheckText(ctx, ctx.checkProvider, 'failed');
    return new Refusal({ status: 400, body: { message, errors: { recaptcha_token: message } } });
  }
  // The upstream's own wording is not shown: each field it named gets our "please check" text.
  const errors = Object.fromEntries(answer.fields.filter((f) => fields.includes(f)).map((f) => [f, ctx.tv('invalidType')]));
  // "Correct the marked fields" only when some are marked: the forms show this message as it is.
  const message = ctx.t(Object.keys(errors).length > 0 ? TEXT[ctx.kind].invalid : TEXT[ctx.kind].failed);
  return new Refusal({ status: 400, body: { message, errors } });
}
