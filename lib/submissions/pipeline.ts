import { isIP } from 'node:net';
import type { Database, Queryable } from '@/lib/db';
import { HUMAN_CHECK_ACTION, isServiceFailure, type HumanCheck } from '@/lib/human-check';
import type { Locale } from '@/lib/i18n/routing';
import { jsonResponse } from '@/lib/institute/json-response';
import {
  PAYLOAD_FIELD,
  payloadToFormValues,
  splitDepartmentValue,
  toAdmissionPayload,
  validateAdmissionForm,
  type AdmissionFormField,
  type AdmissionPayload,
} from '@/lib/validations/admission';
import { validateContact } from '@/lib/validations/contact';
import { validateNewsletter } from '@/lib/validations/newsletter';
import { validateProspectus } from '@/lib/validations/prospectus';
import type { FieldErrors } from '@/lib/validations/shared';
import { mediaTypeOf, readFormBody } from './body';
import { clientKey } from './client-ip';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, type SubmissionSettings } from './config';
import { isForeignOrigin } from './origin';
import { awaitKey, claimKey, completeKey, findAnswer, idempotencyKeyOf, releaseKey, type StoredAnswer } from './idempotency';
import type { Translate, Translator } from './messages';
import { precheckPhoto, processPhoto, removePhoto, storePhoto, type StoredPhoto } from './photo';
import type { RateLimiter } from './rate-limit';
import { applicationReference, REFERENCE_PATTERN } from './reference';
import { forwardSubmission, upstreamId, type UpstreamAnswer } from './upstream';
import { parseErrorKey } from '@/lib/validations/error-key';

export type SubmissionKind = 'admission' | 'contact' | 'prospectus' | 'newsletter';

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
}

export interface Submissions {
  /** One form post, answered in `locale`: the whole contract of DESIGN.md section 3. */
  submit(kind: SubmissionKind, request: Request, locale: Locale): Promise<Response>;
  /** GET /api/human-check; given the request, a foreign Origin is refused as for a post. */
  humanCheckInfo(locale: Locale, request?: Request): Promise<Response>;
  /** OPTIONS (a CORS preflight): refused for a foreign Origin, and never any Access-Control-Allow-* header. */
  preflight(request: Request, locale: Locale): Promise<Response>;
}

/** The upstream paths of the POST contract (DESIGN.md section 3). */
export const UPSTREAM_PATHS: Record<SubmissionKind, string> = {
  admission: 'admission_apply',
  contact: 'get_in_touch',
  prospectus: 'request_prospectus',
  newsletter: 'newsletter_subscribe',
};

/** Message keys under `submissions`: the refusal of bad input, and the failure of a good one. */
const TEXT: Record<SubmissionKind, { invalid: string; failed: string }> = {
  admission: { invalid: 'admission.failed', failed: 'admission.failed' },
  contact: { invalid: 'invalid', failed: 'contact.failed' },
  prospectus: { invalid: 'invalid', failed: 'prospectus.failed' },
  newsletter: { invalid: 'invalid', failed: 'newsletter.failed' },
};

/** An answer short of success: it rolls the transaction back and is never stored for replay. */
class Refusal {
  readonly answer: StoredAnswer & { headers?: Record<string, string> };
  constructor(answer: StoredAnswer & { headers?: Record<string, string> }) {
    this.answer = answer;
  }
}

class UpstreamFailure extends Error {}

type Outcome = StoredAnswer | Refusal;

interface Context {
  kind: SubmissionKind;
  request: Request;
  locale: Locale;
  t: Translate;
  tv: Translate;
  db: Database;
  key: string | null;
  client: string;
  fields: Record<string, unknown>;
  files: Record<string, File>;
  now: number;
}

const nowIso = (ms: number) => new Date(ms).toISOString();

export function createSubmissions(deps: SubmissionDeps): Submissions {
  const now = deps.now ?? Date.now;
  const wait = deps.waitForKey ?? { timeoutMs: 10_000, intervalMs: 150 };
  const { settings } = deps;

  const respond = (locale: Locale, status: number, body: unknown, headers: Record<string, string> = {}) =>
    jsonResponse(status, body, { 'Content-Language': locale, ...headers });

  const translated = (tv: Translate, errors: FieldErrors, rename: (field: string) => string = (f) => f) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, error]) => {
        const { key, values } = parseErrorKey(error!);
        return [rename(field), tv(key, values)];
      }),
    );

  /**
   * Runs the storing step once per Idempotency-Key: in one transaction with the key's answer
   * (embedded), or around the upstream call. A refusal or a failure leaves nothing behind.
   */
  async function commit(
    ctx: Context,
    work: { embedded: (tx: Queryable) => Promise<Outcome>; upstream: () => Promise<Outcome>; cleanup?: () => Promise<void> },
  ): Promise<Response> {
    const { kind, key, db } = ctx;
    let owner: string | null = null;
    if (key) {
      let claim = await claimKey(db, kind, key, now());
      if (claim.kind === 'busy') {
        const waited = await awaitKey(db, kind, key, wait);
        if (waited === 'timeout') return respond(ctx.locale, 409, { message: ctx.t('inProgress') });
        claim = waited === 'free' ? await claimKey(db, kind, key, now()) : { kind: 'done', answer: waited };
        if (claim.kind === 'busy') return respond(ctx.locale, 409, { message: ctx.t('inProgress') });
      }
      if (claim.kind === 'done') return replay(ctx.locale, claim.answer);
      owner = claim.owner;
    }
    let outcome: Outcome;
    try {
      if (settings.upstream) {
        outcome = await work.upstream();
        if (!(outcome instanceof Refusal) && key && owner) await completeKey(db, kind, key, owner, outcome);
      } else {
        outcome = await db
          .transaction(async (tx) => {
            const result = await work.embedded(tx);
            if (result instanceof Refusal) throw result;
            if (key && owner) await completeKey(tx, kind, key, owner, result);
            return result;
          })
          .catch((error: unknown) => {
            if (error instanceof Refusal) return error;
            throw error;
          });
      }
    } catch (error) {
      if (key && owner) await releaseKey(db, kind, key, owner).catch(() => undefined);
      await work.cleanup?.().catch(() => undefined);
      throw error;
    }
    if (outcome instanceof Refusal) {
      if (key && owner) await releaseKey(db, kind, key, owner);
      await work.cleanup?.();
      return respond(ctx.locale, outcome.answer.status, outcome.answer.body, outcome.answer.headers);
    }
    return respond(ctx.locale, outcome.status, outcome.body);
  }

  const replay = (locale: Locale, answer: StoredAnswer) => respond(locale, answer.status, answer.body, { 'Idempotent-Replayed': 'true' });

  /** Maps an upstream answer that is not a success, or throws for an unavailable upstream. */
  function upstreamRefusal(ctx: Context, answer: Exclude<UpstreamAnswer, { kind: 'accepted' }>, fields: readonly string[]): Refusal {
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

  async function admission(ctx: Context): Promise<Response> {
    const { t, tv, db } = ctx;
    const refuse = (errors: Record<string, string>) => respond(ctx.locale, 400, { message: t('admission.failed'), errors });

    const check = validateAdmissionForm(payloadToFormValues(ctx.fields));
    const errors: Record<string, string> = check.ok
      ? {}
      : translated(tv, check.errors, (field) => PAYLOAD_FIELD[field as AdmissionFormField]);
    let photoBytes: Uint8Array | null = null;
    const photo = ctx.files.student_photo;
    if (photo) {
      const pre = await precheckPhoto(photo);
      if (pre.ok) photoBytes = pre.bytes;
      else errors.student_photo = tv(pre.key);
    } else if (typeof ctx.fields.student_photo === 'string' && ctx.fields.student_photo !== '') {
      errors.student_photo = tv('photoType');
    }
    if (!check.ok || Object.keys(errors).length > 0) return refuse(errors);
    const values = check.values;

    const chosen = splitDepartmentValue(values.department);
    let department = chosen.name.trim();
    const departmentId = Number(chosen.id);
    if (!settings.upstream) {
      const row = await db.get<{ title_en: string; title_bn: string | null; admission_open: number }>(
        'SELECT title_en, title_bn, admission_open FROM departments WHERE id = ?',
        [departmentId],
      );
      if (!row || Number(row.admission_open) !== 1) return refuse({ department_id: tv('departmentClosed') });
      if (department !== row.title_en.trim() && department !== (row.title_bn ?? '').trim()) {
        return refuse({ department_id: tv('departmentRequired') });
      }
      department = row.title_en;
    }

    const token = typeof ctx.fields.recaptcha_token === 'string' ? ctx.fields.recaptcha_token : '';
    const pass = await deps.humanCheck.verify(token, {
      action: HUMAN_CHECK_ACTION,
      hostname: settings.siteHostname ?? new URL(ctx.request.url).hostname,
      remoteIp: isIP(ctx.client) ? ctx.client : null,
    });
    if (!pass.ok) {
      const message = t(`humanCheck.${pass.messageKey}`);
      if (isServiceFailure(pass.reason)) return respond(ctx.locale, 503, { message });
      return respond(ctx.locale, 400, { message, errors: { recaptcha_token: message } });
    }

    let jpeg: Buffer | null = null;
    if (photoBytes) {
      const processed = await processPhoto(photoBytes);
      if (!processed.ok) return refuse({ student_photo: tv(processed.key) });
      jpeg = processed.jpeg;
    }

    const payload: AdmissionPayload = { ...toAdmissionPayload(values, token), department, department_id: departmentId };
    const createdAt = now();
    const humanCheckRefusal = (): Refusal => {
      const message = t('humanCheck.replayed');
      return new Refusal({ status: 400, body: { message, errors: { recaptcha_token: message } } });
    };
    let stored: StoredPhoto | null = null;

    return commit(ctx, {
      embedded: async (tx) => {
        if (!(await deps.humanCheck.markUsed(tx, pass)).ok) return humanCheckRefusal();
        if (jpeg) stored = await storePhoto(settings.uploadsDir, jpeg);
        const id = await tx.insert(
          `INSERT INTO applications (idempotency_key, student_name, department, department_id, birth_date, guardian_name,
             ssc_board, ssc_board_roll, ssc_reg_number, ssc_gpa, ssc_batch_year, student_mobile_number,
             guardian_mobile_number, photo_path, locale, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [
            ctx.key,
            payload.student_name,
            payload.department,
            payload.department_id,
            payload.birth_date,
            payload.guardian_name,
            payload.ssc_board,
            payload.ssc_board_roll,
            payload.ssc_Reg_number,
            payload.ssc_gpa,
            payload.ssc_batch_year,
            payload.student_mobile_number,
            payload.guardian_mobile_number,
            stored?.path ?? null,
            ctx.locale,
            nowIso(createdAt),
          ],
        );
        if (id === null) {
          const existing = await tx.get<{ reference: string }>(
            "SELECT reference FROM applications WHERE ssc_board_roll = ? AND COALESCE(ssc_board, '') = ? AND ssc_batch_year = ?",
            [payload.ssc_board_roll, payload.ssc_board ?? '', payload.ssc_batch_year],
          );
          if (!existing) throw new Error('an application was refused by a unique key other than the SSC result');
          return new Refusal({
            status: 409,
            body: { message: t('admission.duplicate', { reference: existing.reference }), application_id: existing.reference },
          });
        }
        const reference = applicationReference(id, new Date(createdAt));
        await tx.run('UPDATE applications SET reference = ? WHERE id = ?', [reference, id]);
        return { status: 201, body: { message: t('admission.success'), id, application_id: reference } };
      },
      upstream: async () => {
        if (!(await deps.humanCheck.markUsed(db, pass)).ok) return humanCheckRefusal();
        const answer = await forwardSubmission(settings.upstream!, UPSTREAM_PATHS.admission, admissionBody(payload, jpeg), {
          locale: ctx.locale,
          idempotencyKey: ctx.key,
          fetch: deps.fetch,
        });
        if (answer.kind !== 'accepted') {
          // The check stays spent only when the upstream took the application.
          await deps.humanCheck.release(db, pass);
          return upstreamRefusal(ctx, answer, [...Object.values(PAYLOAD_FIELD), 'department', 'student_photo']);
        }
        const id = upstreamId(answer.body);
        const given = answer.body.application_id;
        const reference =
          typeof given === 'string' && REFERENCE_PATTERN.test(given)
            ? given
            : id !== null && /^\d+$/.test(String(id))
              ? applicationReference(Number(id), new Date(createdAt))
              : null;
        return { status: 201, body: { message: t('admission.success'), id, application_id: reference } };
      },
      cleanup: async () => {
        await removePhoto(stored);
        stored = null;
      },
    });
  }

  /** The JSON payload, or multipart with the re-encoded photo when there is one. */
  function admissionBody(payload: AdmissionPayload, jpeg: Buffer | null): { json: unknown } | { form: FormData } {
    if (!jpeg) return { json: payload };
    const form = new FormData();
    for (const [name, value] of Object.entries(payload)) if (value !== null) form.set(name, String(value));
    form.set('student_photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    return { form };
  }

  async function simpleForm(
    ctx: Context,
    check: { ok: true; values: Record<string, string> } | { ok: false; errors: FieldErrors },
    table: 'contact_messages' | 'prospectus_requests',
    columns: readonly string[],
  ): Promise<Response> {
    if (!check.ok) {
      return respond(ctx.locale, 400, { message: ctx.t(TEXT[ctx.kind].invalid), errors: translated(ctx.tv, check.errors) });
    }
    const { values } = check;
    const success = { message: ctx.t(`${ctx.kind}.success`) };
    return commit(ctx, {
      embedded: async (tx) => {
        const inserted = await tx.insert(
          `INSERT INTO ${table} (idempotency_key, ${columns.join(', ')}, locale, created_at)
           VALUES (${columns.map(() => '?').join(', ')}, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
          [ctx.key, ...columns.map((c) => values[c] ?? ''), ctx.locale, nowIso(ctx.now)],
        );
        // Already stored under this key by a send whose answer was lost, longer ago than the key's
        // answer is kept (idempotency.ts): the same message, so the same success.
        const id =
          inserted ?? (await tx.get<{ id: number }>(`SELECT id FROM ${table} WHERE idempotency_key = ?`, [ctx.key]))?.id ?? null;
        return { status: 201, body: { ...success, id } };
      },
      upstream: async () => {
        const answer = await forwardSubmission(settings.upstream!, UPSTREAM_PATHS[ctx.kind], { json: values }, {
          locale: ctx.locale,
          idempotencyKey: ctx.key,
          fetch: deps.fetch,
        });
        if (answer.kind !== 'accepted') return upstreamRefusal(ctx, answer, columns);
        const id = upstreamId(answer.body);
        return { status: 201, body: { ...success, id } };
      },
    });
  }

  async function newsletter(ctx: Context): Promise<Response> {
    const check = validateNewsletter(ctx.fields);
    if (!check.ok) {
      return respond(ctx.locale, 400, { message: ctx.t(TEXT.newsletter.invalid), errors: translated(ctx.tv, check.errors) });
    }
    const email = check.values.email.toLowerCase();
    return commit(ctx, {
      embedded: async (tx) => {
        const id = await tx.insert(
          'INSERT INTO newsletter_subscriptions (email, locale, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
          [email, ctx.locale, nowIso(ctx.now)],
        );
        // Subscribing twice is not an error: the second time says so kindly.
        return id === null
          ? { status: 200, body: { message: ctx.t('newsletter.already') } }
          : { status: 201, body: { message: ctx.t('newsletter.subscribed'), id } };
      },
      upstream: async () => {
        const answer = await forwardSubmission(settings.upstream!, UPSTREAM_PATHS.newsletter, { json: { email } }, {
          locale: ctx.locale,
          idempotencyKey: ctx.key,
          fetch: deps.fetch,
        });
        if (answer.kind === 'duplicate') return { status: 200, body: { message: ctx.t('newsletter.already') } };
        if (answer.kind !== 'accepted') return upstreamRefusal(ctx, answer, ['email']);
        return answer.status === 201
          ? { status: 201, body: { message: ctx.t('newsletter.subscribed') } }
          : { status: 200, body: { message: ctx.t('newsletter.already') } };
      },
    });
  }

  /** The one origin check of every endpoint (site and embedded API): 403 for another site's page. */
  async function foreignOrigin(request: Request, locale: Locale): Promise<Response | null> {
    if (!isForeignOrigin(request, settings.siteOrigin)) return null;
    await request.body?.cancel().catch(() => undefined);
    const t = await deps.translate(locale, 'submissions');
    return respond(locale, 403, { message: t('foreignOrigin') }, { 'Cache-Control': 'no-store', Vary: 'Origin' });
  }

  async function submit(kind: SubmissionKind, request: Request, locale: Locale): Promise<Response> {
    const refused = await foreignOrigin(request, locale);
    if (refused) return refused;
    const [t, tv] = await Promise.all([deps.translate(locale, 'submissions'), deps.translate(locale, 'validation')]);
    const text = TEXT[kind];
    try {
      const media = mediaTypeOf(request);
      if (media === 'other' || (media === 'multipart' && kind !== 'admission')) {
        await request.body?.cancel().catch(() => undefined);
        return respond(locale, 415, { message: t('unsupportedType') });
      }
      const key = idempotencyKeyOf(request.headers);
      if (key === 'invalid') {
        await request.body?.cancel().catch(() => undefined);
        return respond(locale, 400, { message: t(text.invalid), errors: {} });
      }
      const db = await deps.getDatabase();
      if (key) {
        const answer = await findAnswer(db, kind, key);
        if (answer) {
          await request.body?.cancel().catch(() => undefined);
          return replay(locale, answer);
        }
      }

      const client = clientKey(request.headers, settings.trustedProxyHops);
      const bucket = kind === 'admission' ? 'admission' : 'forms';
      const decision = await deps.rateLimiter.hit(`${bucket}:${client}`, settings.limits[bucket], settings.limits.windowMs);
      if (!decision.allowed) {
        await request.body?.cancel().catch(() => undefined);
        const seconds = decision.retryAfterSeconds;
        return respond(locale, 429, { message: t('tooMany', { minutes: Math.ceil(seconds / 60) }) }, { 'Retry-After': String(seconds) });
      }

      const body = await readFormBody(request, {
        json: JSON_BODY_LIMIT,
        ...(kind === 'admission' ? { multipart: MULTIPART_BODY_LIMIT, fileFields: ['student_photo'] } : {}),
      });
      if (!body.ok) {
        if (body.status === 413) {
          // Only a photo makes a form this large: say so, on its field.
          if (media === 'multipart') return respond(locale, 413, { message: t('tooLargePhoto'), errors: { student_photo: tv('photoTooLarge') } });
          return respond(locale, 413, { message: t('tooLarge') });
        }
        if (body.status === 415) return respond(locale, 415, { message: t('unsupportedType') });
        return respond(locale, 400, { message: t(text.invalid), errors: {} });
      }

      const ctx: Context = { kind, request, locale, t, tv, db, key, client, fields: body.fields, files: body.files, now: now() };
      switch (kind) {
        case 'admission':
          return await admission(ctx);
        case 'contact':
          return await simpleForm(ctx, validateContact(body.fields), 'contact_messages', ['name', 'email', 'subject', 'message']);
        case 'prospectus':
          return await simpleForm(ctx, validateProspectus(body.fields), 'prospectus_requests', ['name', 'address', 'phone', 'email', 'notes']);
        case 'newsletter':
          return await newsletter(ctx);
      }
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
        return respond(locale, 503, { message: t('humanCheck.unavailable') });
      }
    },
    async preflight(request, locale) {
      return (await foreignOrigin(request, locale)) ?? new Response(null, { status: 204, headers: { Allow: 'GET, POST, OPTIONS', Vary: 'Origin' } });
    },
  };
}
