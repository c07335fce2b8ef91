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
    const message = ctx.t('humanCheck.failed');
    return new Refusal({ status: 400, body: { message, errors: { recaptcha_token: message } } });
  }
  // The upstream's own wording is not shown: each field it named gets our "please check" text.
  const errors = Object.fromEntries(answer.fields.filter((f) => fields.includes(f)).map((f) => [f, ctx.tv('invalidType')]));
  // "Correct the marked fields" only when some are marked: the forms show this message as it is.
  const message = ctx.t(Object.keys(errors).length > 0 ? TEXT[ctx.kind].invalid : TEXT[ctx.kind].failed);
  return new Refusal({ status: 400, body: { message, errors } });
}
