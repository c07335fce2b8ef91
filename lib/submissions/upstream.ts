import type { Locale } from '@/lib/i18n/routing';
import { readLimited } from '@/lib/security/read-limited';
import type { UpstreamSettings } from './config';
import { REFERENCE_PATTERN } from './reference';

/**
 * Forwarding a checked submission to the institute's own API (INSTITUTE_API_URL), POST
 * {host}/{product}_webside/{path}. One attempt with a timeout and the Idempotency-Key passed on
 * (a POST is not retried blindly). The answer is reduced to what the site may tell a visitor:
 * nothing of the upstream's own wording or internals is passed through.
 */

export type UpstreamAnswer =
  | { kind: 'accepted'; status: number; body: Record<string, unknown> }
  /** 400/422: which of our fields it disliked, and whether it was the human check. */
  | { kind: 'invalid'; fields: string[]; humanCheck: boolean }
  | { kind: 'duplicate'; applicationId: string | null }
  | { kind: 'unavailable'; detail: string };

/** A form's answer is a message and an id; anything longer is not read. */
const ANSWER_LIMIT = 64 * 1024;

/** The id an accepted answer gives, if it is one (a number or a string, nothing else). */
export function upstreamId(body: Record<string, unknown>): number | string | null {
  return typeof body.id === 'number' || typeof body.id === 'string' ? body.id : null;
}

export async function forwardSubmission(
  settings: UpstreamSettings,
  path: string,
  body: { json: unknown } | { form: FormData },
  options: { locale: Locale; idempotencyKey: string | null; fetch?: typeof fetch },
): Promise<UpstreamAnswer> {
  const url = new URL(`${settings.baseUrl}/${settings.product}_webside/${path}`);
  url.searchParams.set('lang', options.locale);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if ('json' in body) headers['Content-Type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers,
      body: 'json' in body ? JSON.stringify(body.json) : body.form,
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
    const bytes = await readLimited(response, ANSWER_LIMIT);
    if (bytes === 'unreadable') return { kind: 'unavailable', detail: 'the answer broke off' };
    // Too long to be an answer to a form: only its status counts, as when it is not JSON.
    text = bytes === 'too-large' ? '' : new TextDecoder().decode(bytes);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'unavailable', detail: timedOut ? `no answer within ${settings.timeoutMs} ms` : String(error) };
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: only the status counts.
  }

  if (response.ok) return { kind: 'accepted', status: response.status, body: json };
  if (response.status === 400 || response.status === 422) {
    const errors = json.errors !== null && typeof json.errors === 'object' ? Object.keys(json.errors as object) : [];
    const mentions = `${typeof json.message === 'string' ? json.message : ''} ${errors.join(' ')}`;
    return { kind: 'invalid', fields: errors, humanCheck: /recaptcha/i.test(mentions) };
  }
  if (response.status === 409) {
    const id = json.application_id;
    return { kind: 'duplicate', applicationId: typeof id === 'string' && REFERENCE_PATTERN.test(id) ? id : null };
  }
  return { kind: 'unavailable', detail: `HTTP ${response.status}` };
}
