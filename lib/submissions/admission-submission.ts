import { isIP } from 'node:net';
import type { SqlValue } from '@/lib/db';
import { insertIfNew } from '@/lib/db/insert-row';
import { HUMAN_CHECK_ACTION, isServiceFailure } from '@/lib/human-check';
import {
  PAYLOAD_FIELD,
  payloadToFormValues,
  splitDepartmentValue,
  toAdmissionPayload,
  validateAdmissionForm,
  type AdmissionFormField,
  type AdmissionPayload,
} from '@/lib/validations/admission';
import { Refusal, humanCheckText, respond, translated, upstreamRefusal } from './answers';
import type { Commit } from './commit';
import { UPSTREAM_PATHS, nowIso, type Context, type Handler, type SubmissionDeps } from './context';
import { createDecodeQueue, DECODE_BUSY_RETRY_SECONDS } from './decode-queue';
import { precheckPhoto, processPhoto } from './photo';
import { promotePhoto, removePhoto, STALE_TEMP_MS, storePhoto, sweepUploads, type StoredPhoto } from './photo-files';
import { applicationReference, REFERENCE_PATTERN } from './reference';
import { forwardSubmission, upstreamId } from './upstream';

/** The JSON payload, or multipart with the re-encoded photo when there is one. */
function admissionBody(payload: AdmissionPayload, jpeg: Buffer | null): { json: unknown } | { form: FormData } {
  if (!jpeg) return { json: payload };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) if (value !== null) form.set(name, String(value));
  form.set('student_photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return { form };
}

/**
 * An admission application: the form's checks and the photo's, the department open for
 * admission, the human check (spent only when the application is kept), then stored or forwarded
 * once. The same SSC roll, board and batch applying again gets a 409 with the first reference
 * (a board left out counts as the same board when the student's mobile number is the same).
 */
export function createAdmission(deps: SubmissionDeps, commit: Commit): Handler {
  const { settings } = deps;
  const now = deps.now ?? Date.now;
  const decodes = deps.photoDecodes ?? createDecodeQueue();

  // The photo files a killed process left unfinished (photo-files.ts): swept when the pipeline is
  // made (once per process, at its first form request), again a minute later for any that a
  // running writer may still own, and waited for before this process stores its first photo.
  let swept: Promise<void> | null = null;
  const sweep = () =>
    (swept ??= sweepUploads(settings.uploadsDir, deps.getDatabase).then(
      ({ kept }) => {
        if (kept > 0) setTimeout(() => void sweepUploads(settings.uploadsDir, deps.getDatabase).catch(() => undefined), STALE_TEMP_MS + 1_000).unref();
      },
      (error: unknown) => {
        swept = null; // tried again before the next photo is stored
        console.error('[submissions] the uploads folder could not be swept:', error instanceof Error ? error.message : error);
      },
    ));
  void sweep();

  return async function admission(ctx: Context): Promise<Response> {
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
      const message = humanCheckText(ctx, ctx.checkProvider, pass.messageKey);
      if (isServiceFailure(pass.reason)) return respond(ctx.locale, 503, { message });
      return respond(ctx.locale, 400, { message, errors: { recaptcha_token: message } });
    }

    let jpeg: Buffer | null = null;
    if (photoBytes) {
      const bytes = photoBytes;
      // One decode at a time: a photo that cannot have its turn soon is turned away, with nothing
      // spent (the human check and the Idempotency-Key are untouched), and may be sent again.
      const turn = await decodes.run(() => processPhoto(bytes));
      if (!turn.ok) return respond(ctx.locale, 503, { message: t('photoBusy') }, { 'Retry-After': String(DECODE_BUSY_RETRY_SECONDS) });
      if (!turn.value.ok) return refuse({ student_photo: tv(turn.value.key) });
      jpeg = turn.value.jpeg;
      await sweep();
    }

    const payload: AdmissionPayload = { ...toAdmissionPayload(values, token), department, department_id: departmentId };
    const createdAt = now();
    const humanCheckRefusal = (): Refusal => {
      const message = humanCheckText(ctx, ctx.checkProvider, 'replayed');
      return new Refusal({ status: 400, body: { message, errors: { recaptcha_token: message } } });
    };
    let stored: StoredPhoto | null = null;

    return commit(ctx, {
      embedded: async (tx) => {
        if (!(await deps.humanCheck.markUsed(tx, pass)).ok) return humanCheckRefusal();
        if (jpeg) stored = await storePhoto(settings.uploadsDir, jpeg);
        // The column names are this literal's keys: never spread a request's fields into it.
        const row = {
          idempotency_key: ctx.key,
          student_name: payload.student_name,
          department: payload.department,
          department_id: payload.department_id,
          birth_date: payload.birth_date,
          guardian_name: payload.guardian_name,
          ssc_board: payload.ssc_board,
          ssc_board_roll: payload.ssc_board_roll,
          ssc_reg_number: payload.ssc_Reg_number,
          ssc_gpa: payload.ssc_gpa,
          ssc_batch_year: payload.ssc_batch_year,
          student_mobile_number: payload.student_mobile_number,
          guardian_mobile_number: payload.guardian_mobile_number,
          photo_path: stored?.path ?? null,
          locale: ctx.locale,
          created_at: nowIso(createdAt),
        } satisfies Record<string, SqlValue>;
        const appliedBefore = (reference: string) =>
          new Refusal({ status: 409, body: { message: t('admission.duplicate', { reference }), application_id: reference } });
        // The board is optional. The unique key counts a missing one as a board of its own, told
        // apart by the mobile number: rolls are numbered per board, so two students who both leave
        // it out may share a roll and batch (migration 0003). The same roll and batch from the same
        // mobile number, with the board left out one time and given the other (added on a retry
        // after a lost answer), is one student's application.
        const board = payload.ssc_board ?? '';
        const sameStudent = await tx.get<{ reference: string }>(
          "SELECT reference FROM applications WHERE ssc_board_roll = ? AND ssc_batch_year = ? AND student_mobile_number = ? AND COALESCE(ssc_board, '') <> ? AND (COALESCE(ssc_board, '') = '' OR ? = '') AND reference IS NOT NULL",
          [payload.ssc_board_roll, payload.ssc_batch_year, payload.student_mobile_number, board, board],
        );
        if (sameStudent) return appliedBefore(sameStudent.reference);
        const insert = insertIfNew('applications', row);
        const id = await tx.insert(insert.sql, insert.params);
        if (id === null) {
          const existing = await tx.get<{ reference: string }>(
            "SELECT reference FROM applications WHERE ssc_board_roll = ? AND COALESCE(ssc_board, '') = ? AND ssc_batch_year = ? AND (? <> '' OR student_mobile_number = ?)",
            [payload.ssc_board_roll, board, payload.ssc_batch_year, board, payload.student_mobile_number],
          );
          if (!existing) throw new Error('an application was refused by a unique key other than the SSC result');
          return appliedBefore(existing.reference);
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
      // The photo is named as the application's row says only once that row is committed.
      committed: () => promotePhoto(stored, settings.uploadsDir),
      cleanup: async () => {
        await removePhoto(stored);
        stored = null;
      },
    });
  };
}
