import type { Locale } from '@/lib/i18n/routing';
import { jsonResponse } from '@/lib/institute/json-response';
import { createAdmission } from './admission-submission';
import { UpstreamFailure, humanCheckText, keyReused, replay, respond } from './answers';
import { mediaTypeOf, readFormBody } from './body';
import { clientKey } from './client-ip';
import { createCommit } from './commit';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './config';
import { TEXT, type Api, type Context, type Handler, type SubmissionDeps, type SubmissionKind } from './context';
import { answersBody, bodyFingerprint, findAnswer, idempotencyKeyOf } from './idempotency';
import { createMessageForms } from './message-forms';
import { isForeignOrigin } from './origin';
import { discardBody } from '@/lib/security/read-limited';

export { UPSTREAM_PATHS, type Api, type SubmissionDeps, type SubmissionKind } from './context';

/**
 * The form posts of the site and of the embedded API (DESIGN.md section 3). This module is the
 * door every post goes through: the origin, the media type, the Idempotency-Key's stored answer
 * (replayed for the same body, 422 for another), the rate limit and the body's size, in that
 * order; then the form's own handler
 * (admission-submission.ts, message-forms.ts), which stores or forwards once (commit.ts).
 */

export interface Submissions {
  /** One form post, answered in `locale`: the whole contract of DESIGN.md section 3; `api`: which door it came through. */
  submit(kind: SubmissionKind, request: Request, locale: Locale, api?: Api): Promise<Response>;
  /** GET /api/human-check; given the request, a foreign Origin is refused as for a post. */
  humanCheckInfo(locale: Locale, request?: Request): Promise<Response>;
  /**
   * OPTIONS (a CORS preflight): refused for a foreign Origin, and never any Access-Control-Allow-*
   * header; `allow`: the endpoint's methods (the embedded API's differ by endpoint).
   */
  preflight(request: Request, locale: Locale, allow?: string): Promise<Response>;
}

export function createSubmissions(deps: SubmissionDeps): Submissions {
  const now = deps.now ?? Date.now;
  const { settings } = deps;
  const commit = createCommit(deps);
  const handlers: Record<SubmissionKind, Handler> = { admission: createAdmission(deps, commit), ...createMessageForms(deps, commit) };

  /** The one origin check of every endpoint (site and embedded API): 403 for another site's page. */
  async function foreignOrigin(request: Request, locale: Locale): Promise<Response | null> {
    if (!isForeignOrigin(request, settings.siteOrigin)) return null;
    await discardBody(request);
    const t = await deps.translate(locale, 'submissions');
    return respond(locale, 403, { message: t('foreignOrigin') }, { 'Cache-Control': 'no-store', Vary: 'Origin' });
  }

  async function submit(kind: SubmissionKind, request: Request, locale: Locale, api: Api = 'site'): Promise<Response> {
    const refused = await foreignOrigin(request, locale);
    if (refused) return refused;
    const [t, tv] = await Promise.all([deps.translate(locale, 'submissions'), deps.translate(locale, 'validation')]);
    const text = TEXT[kind];
    try {
      const media = mediaTypeOf(request);
      if (media === 'other' || (media === 'multipart' && kind !== 'admission')) {
        await discardBody(request);
        return respond(locale, 415, { message: t('unreadable') });
      }
      const key = idempotencyKeyOf(request.headers);
      // A malformed key or body is no field's fault: "correct the marked fields" would mark none.
      if (key === 'invalid') {
        await discardBody(request);
        return respond(locale, 400, { message: t(text.unreadable), errors: {} });
      }
      const db = await deps.getDatabase();
      // A key already answered: its answer again, without counting against the rate limit, once
      // the body (read below) is known to be the one it answered.
      const kept = key ? await findAnswer(db, kind, key) : null;

      const client = clientKey(request.headers, settings.trustedProxyHops);
      if (!kept) {
        const bucket = kind === 'admission' ? 'admission' : 'forms';
        const decision = await deps.rateLimiter.hit(`${bucket}:${client}`, settings.limits[bucket], settings.limits.windowMs);
        if (!decision.allowed) {
          await discardBody(request);
          const seconds = decision.retryAfterSeconds;
          return respond(locale, 429, { message: t('tooMany', { minutes: Math.ceil(seconds / 60) }) }, { 'Retry-After': String(seconds) });
        }
      }

      const body = await readFormBody(request, {
        json: JSON_BODY_LIMIT,
        ...(kind === 'admission' ? { multipart: MULTIPART_BODY_LIMIT, fileFields: ['student_photo'] } : {}),
      });
      if (!body.ok) {
        if (body.status === 413) {
          // The photo made the form this large: say so, on its field. Otherwise the text did.
          if (body.file) return respond(locale, 413, { message: t('tooLargePhoto'), errors: { student_photo: tv('photoTooLarge') } });
          return respond(locale, 413, { message: t('tooLarge') });
        }
        if (body.status === 415) return respond(locale, 415, { message: t('unreadable') });
        return respond(locale, 400, { message: t(text.unreadable), errors: {} });
      }

      const fingerprint = key ? await bodyFingerprint(body.fields, body.files) : null;
      if (kept) return answersBody(kept, fingerprint) ? replay(locale, kept) : keyReused(locale, t);

      const checkProvider = deps.humanCheck.settings.provider;
      const ctx: Context = { kind, api, checkProvider, request, locale, t, tv, db, key, fingerprint, client, fields: body.fields, files: body.files, now: now() };
      return await handlers[kind](ctx);
    } catch (error) {
      const upstream = error instanceof UpstreamFailure;
      console.error(`[submissions] ${kind} failed (${upstream ? 'upstream' : 'database'}):`, error instanceof Error ? error.message : error);
      return respond(locale, upstream ? 502 : 503, { message: t(text.failed) });
    }
  }

  return {
    submit,
    async humanCheckInfo(locale, request) {
      const refused = request ? await foreignOrigin(request, locale) : null;
      if (refused) return refused;
      try {
        return jsonResponse(200, await deps.humanCheck.info(), { 'Cache-Control': 'no-store', 'Content-Language': locale });
      } catch (error) {
        console.error('[human check] no challenge could be made:', error instanceof Error ? error.message : error);
        const t = await deps.translate(locale, 'submissions');
        return respond(locale, 503, { message: humanCheckText({ t, api: 'site' }, deps.humanCheck.settings.provider, 'unavailable') });
      }
    },
    async preflight(request, locale, allow = 'GET, POST, OPTIONS') {
      return (await foreignOrigin(request, locale)) ?? new Response(null, { status: 204, headers: { Allow: allow, Vary: 'Origin' } });
    },
  };
}
