'use client';

import {
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { safeParse, type InferOutput } from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  AdmissionFormSchema,
  EMPTY_ADMISSION_FORM,
  GPA_MAX,
  GPA_MIN,
  GPA_RULE_MINIMUM,
  PAYLOAD_FIELD,
  SSC_BOARDS,
  toAdmissionPayload,
  type AdmissionFormField,
  type AdmissionFormValues,
} from '@/lib/validations/admission';
import { useHumanCheck } from '@/lib/human-check/use-human-check';
import { cleanInputValue } from '@/lib/forms/digits';
import { useRegisterAfterTyping } from '@/lib/forms/use-register-after-typing';
import { createIdempotencyKeys, fingerprintOf, refusalEndsAttempt } from '@/lib/forms/idempotency';
import { postForm, type FormAnswer } from '@/lib/forms/request';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { forgetReceipt, parseReceipt, saveReceipt, storedReceipt, subscribeReceipt, type Receipt } from '@/lib/forms/receipt';
import type enMessages from '@/messages/en.json';
import { DepartmentFromUrl } from './department-from-url';
import { ApplicationReceipt, withReference } from './application-receipt';
import { ErrorSummary, showSummaryAbove, type SummaryItem } from './error-summary';
import { Field, type FieldControlProps } from './field';
import { PhotoField } from './photo-field';
import { photoErrorKey, usePhoto } from './use-photo';
import { NUMERIC_FIELDS, departmentValue, useAdmissionDraft, type DepartmentOption } from './use-admission-draft';
import styles from './form.module.css';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import type { Locale } from '@/lib/i18n/routing';
import { errorText } from '@/lib/validations/error-key';

export type AdmissionFormLabels = (typeof enMessages)['admissionForm'];
export type { DepartmentOption };

type Props = {
  locale: Locale;
  departments: DepartmentOption[];
  /** Shown in place of the list when the departments could not be read. */
  departmentsError?: string | null;
  labels: AdmissionFormLabels;
  /** The `validation.*` texts in the page's language, by key. */
  messages: Record<string, string>;
};

type AdmissionOutput = InferOutput<typeof AdmissionFormSchema>;
type Banner =
  | { kind: 'success'; reference: string | null; receipt: Receipt | null }
  | { kind: 'failure'; message: string; network?: boolean; withPhoto?: boolean; reference?: string | null };

/** The localStorage entry that holds an application's Idempotency-Key until it is answered (lib/forms/idempotency.ts). */
const IDEMPOTENCY_STORAGE_KEY = 'admission-form-idempotency';

/**
 * Fields in the order they appear, the photo among them, for the summary and the first focus.
 * The check below it fails to compile when a field of the form is missing here.
 */
const FIELD_ORDER = [
  'studentName',
  'guardianName',
  'birthDate',
  'personalMobileNumber',
  'guardianMobileNumber',
  'photo',
  'department',
  'sscBoard',
  'sscBoardRoll',
  'sscBatch',
  'sscRegistrationNumber',
  'sscGPA',
] as const satisfies readonly (AdmissionFormField | 'photo')[];
const everyFieldOrdered: Record<Exclude<AdmissionFormField, (typeof FIELD_ORDER)[number]>, never> = {};
void everyFieldOrdered;

const FORM_FIELD_OF_PAYLOAD: Record<string, AdmissionFormField> = Object.fromEntries([
  ...Object.entries(PAYLOAD_FIELD).map(([form, payload]) => [payload, form]),
  ['department', 'department'],
]);

/** What the admission API answers (DESIGN.md section 3): its message, and the application's id and reference. */
type AdmissionBody = { message?: string; id?: number; application_id?: string };
type AdmissionAnswer = FormAnswer<AdmissionBody>;

/**
 * The application on its way, shared by every instance of the form. A switch of language while it
 * is sent mounts the other language's form (the first stays mounted, hidden), which restores the
 * draft: without this, the visitor saw their answers ready to send again, and the outcome went to
 * the hidden form. The new form waits for the same answer and shows it.
 */
let inFlight: Promise<AdmissionAnswer> | null = null;

/** The GPA as typed, when it is a number the notice can judge; otherwise null. */
function typedGpa(value: string | undefined): number | null {
  if (!value || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const gpa = Number(value);
  return gpa >= GPA_MIN && gpa <= GPA_MAX ? gpa : null;
}

/**
 * The online admission application (spec sections 2, 3, 5 and 8). Nothing typed is lost: the
 * values are kept on the device as a draft, a failed submission keeps them, and a retry or a
 * double click sends the same Idempotency-Key, so the office gets one application.
 */
export function AdmissionForm({ locale, departments, departmentsError, labels, messages }: Props) {
  // Ids of this form only: on a language switch the router keeps the other language's form mounted
  // (hidden) beside this one, and a label must not point at its box.
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  // Set by a failed submit, until its summary is on the screen with the field it focused.
  const revealSummary = useRef(false);
  const photoId = `${baseId}-photo`;
  const fieldId = (field: AdmissionFormField | 'photo') => (field === 'photo' ? photoId : `${baseId}-${field}`);
  const { token, status, refresh } = useHumanCheck(locale);

  const form = useForm<AdmissionFormValues, unknown, AdmissionOutput>({
    resolver: valibotResolver(AdmissionFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_ADMISSION_FORM,
    shouldFocusError: false,
  });
  const { handleSubmit, formState, reset, setError, clearErrors, setFocus, control } = form;
  const { register, forgetTyping } = useRegisterAfterTyping(form);
  const { errors, isSubmitting } = formState;

  const photo = usePhoto();
  const [photoServerError, setPhotoServerError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [dismissedDraft, setDismissedDraft] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  /** The human check and key of a post whose answer never came: the server may have used the check. */
  const lost = useRef<{ token: string; key: string } | null>(null);
  /** Changed answers waiting for a new human check (see sendOnce): their key, sent only if still theirs. */
  const sendWhenChecked = useRef<string | null>(null);
  const [autoSend, setAutoSend] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys(IDEMPOTENCY_STORAGE_KEY), []);

  const text = (message: string | undefined) => (message ? errorText(message, messages, locale) : undefined);
  const departmentName = (receipt: Receipt) => departments.find((d) => d.id === receipt.departmentId)?.name ?? receipt.department;

  const draft = useAdmissionDraft(form, departments);
  // The last application sent from this tab, shown again after a reload (lib/forms/receipt.ts).
  const lastReceipt = parseReceipt(useSyncExternalStore(subscribeReceipt, storedReceipt, () => null));
  // Until a new application is tried: then it would stand above that one.
  const [newAttempt, setNewAttempt] = useState(false);
  // False in the server's HTML and while hydrating: data-ready tells FormStalledNote's script this form works.
  const interactive = useHydrated();

  // Mounted while the other language's form is sending (see inFlight): wait for its answer.
  const [otherFormsPost] = useState(() => inFlight);
  const [otherFormAnswered, setOtherFormAnswered] = useState(false);
  const waitingForOtherForm = otherFormsPost !== null && !otherFormAnswered;
  const onOtherFormsAnswer = useEffectEvent((answer: AdmissionAnswer) => {
    setOtherFormAnswered(true);
    showAnswer(answer, true);
  });
  useEffect(() => {
    if (!otherFormsPost) return;
    let live = true;
    void otherFormsPost.then((answer) => live && onOtherFormsAnswer(answer));
    return () => {
      live = false;
    };
  }, [otherFormsPost]);

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const onNewCheck = useEffectEvent(() => {
    // Answers edited while the check was solved and no longer valid wait for the visitor's own press.
    if (safeParse(AdmissionFormSchema, form.getValues()).success) formRef.current?.requestSubmit();
    else cancelAutoSend();
  });
  useEffect(() => {
    if (token && sendWhenChecked.current) onNewCheck();
  }, [token]);
  // A form unmounted, or hidden by the router (kept for Back), sends nothing by itself.
  useEffect(() => () => void (sendWhenChecked.current = null), []);

  function cancelAutoSend() {
    sendWhenChecked.current = null;
    setAutoSend(false);
  }

  const gpa = typedGpa(useWatch({ control, name: 'sscGPA' }));
  const photoError = photoErrorKey(photo.state);

  function focusFirstError(fieldErrors: FieldErrors<AdmissionFormValues>, includePhoto: boolean) {
    const first = FIELD_ORDER.find((field) => (field === 'photo' ? includePhoto : Boolean(fieldErrors[field])));
    if (!first) return;
    // Focused now, by its id: react-hook-form's setFocus waits for a timer, after the summary is drawn.
    document.getElementById(fieldId(first))?.focus();
    revealSummary.current = true;
    revealSummaryWhenDrawn();
  }

  async function send(values: AdmissionOutput) {
    const currentToken = token;
    if (!currentToken) {
      setWaiting(true);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await sendOnce(values, currentToken);
    } finally {
      sending.current = false;
    }
  }

  async function sendOnce(values: AdmissionOutput, currentToken: string) {
    // A photo still being checked (a slow read from a phone's cloud storage) is waited for, not left out.
    const photoNow = await photo.settled();
    if (photoErrorKey(photoNow)) {
      focusFirstError({}, true);
      return;
    }
    setPhotoServerError(null);

    const payload = toAdmissionPayload(values, currentToken);
    // The token changes between attempts; the same answers are the same application.
    const fields = toAdmissionPayload(values, '');
    const file = photoNow.status === 'ready' ? photoNow.file : null;
    const key = keys.keyFor(
      fingerprintOf({ ...fields, photo: file ? `${file.name}:${file.size}:${file.lastModified}` : null }),
    );
    if (sendWhenChecked.current !== null) {
      // Sent by itself once the new check came: only the answers it was waiting for.
      const awaited = sendWhenChecked.current;
      cancelAutoSend();
      if (key !== awaited) return;
    } else if (lost.current?.token === currentToken && lost.current.key !== key) {
      // Changed answers after a post whose answer was lost: that post may have used this human
      // check, and to the server the changed answers are another application. Sent with it, they
      // would come back "already used"; they go with a new check instead, as soon as it is ready.
      lost.current = null;
      sendWhenChecked.current = key;
      setAutoSend(true);
      setWaiting(true);
      refresh();
      return;
    }
    let body: unknown = payload;
    if (file) {
      const data = new FormData();
      for (const [name, value] of Object.entries(payload)) if (value !== null) data.append(name, String(value));
      data.append('student_photo', file, file.name);
      body = data;
    }

    const request = postForm<AdmissionBody>('/api/admission', locale, body, { 'Idempotency-Key': key });
    inFlight = request;
    let answer: AdmissionAnswer;
    try {
      answer = await request;
    } finally {
      if (inFlight === request) inFlight = null;
    }
    lost.current = answer.kind === 'network' ? { token: currentToken, key } : null;
    let receipt: Receipt | null = null;
    if (answer.kind === 'ok') {
      receipt = {
        reference: answer.body.application_id ?? null,
        name: fields.student_name,
        departmentId: fields.department_id,
        department: fields.department,
        mobile: fields.student_mobile_number,
        sentAt: Date.now(),
      };
      saveReceipt(receipt);
    }
    showAnswer(answer, false, receipt);
  }

  /**
   * The outcome of a post, as this form shows it. `sentByOtherForm`: the post was sent by the other
   * language's form, so its server messages are in that language; this form says it in its own.
   */
  function showAnswer(answer: AdmissionAnswer, sentByOtherForm = false, receipt: Receipt | null = null) {
    if (answer.kind === 'ok') {
      clearForm();
      const reference = answer.body.application_id ?? null;
      // Sent by the other language's form: the receipt it saved, if it is this application's.
      const saved = sentByOtherForm ? parseReceipt(storedReceipt()) : null;
      setBanner({ kind: 'success', reference, receipt: receipt ?? (reference !== null && saved?.reference === reference ? saved : null) });
      refresh();
      return;
    }
    if (answer.kind === 'network') {
      // The same values sent again reuse the key: if this one did arrive, the server replays it.
      // With a photo (up to 500 KB, most of the post) the visitor may send without it (the upload
      // over a 2G link can outlast FORM_POST_TIMEOUT_MS every time); it is optional.
      setBanner({ kind: 'failure', message: labels.failure, network: true, withPhoto: photo.state.status === 'ready' });
      return;
    }
    const { status: code, body: answerBody } = answer;
    if (refusalEndsAttempt(code)) keys.reset();
    const message = (!sentByOtherForm && answerBody.message) || labels.failure;
    if (code === 400 && /recaptcha/i.test(answerBody.message ?? '')) refresh();
    // 413: the server names the photo as what made the form too large.
    if ((code === 400 || code === 413) && answerBody.errors && !sentByOtherForm) {
      const serverErrors: FieldErrors<AdmissionFormValues> = {};
      for (const [payloadField, fieldMessage] of Object.entries(answerBody.errors)) {
        if (payloadField === 'student_photo') setPhotoServerError(fieldMessage);
        const field = FORM_FIELD_OF_PAYLOAD[payloadField];
        if (field && !serverErrors[field]) {
          serverErrors[field] = { type: 'server', message: fieldMessage };
          setError(field, { type: 'server', message: fieldMessage });
        }
      }
      setAttempted(true);
    }
    setBanner({
      kind: 'failure',
      message,
      reference: code === 409 ? (answerBody.application_id ?? null) : null,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A new attempt: the last one's outcome (a success above a new, invalid application) goes.
    if (!sending.current) setBanner(null);
    setNewAttempt(true);
    setAttempted(true);
    setWaiting(!token);
    void handleSubmit(send, (fieldErrors) => focusFirstError(fieldErrors, Boolean(photoError)))(event);
  }

  // A phone keyboard's Go key submits even while the button waits for the human check: say why nothing happens.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !token && target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'file') {
      event.preventDefault();
      setAttempted(true);
      setWaiting(true);
    }
  }

  /** Empties the form, its saved draft, its idempotency key and its photo (after a success, or to start over). */
  function clearForm() {
    cancelAutoSend();
    draft.clear();
    reset(EMPTY_ADMISSION_FORM);
    forgetTyping();
    keys.reset();
    photo.clear();
    setAttempted(false);
    setDismissedDraft(true);
  }

  /** The Hide button goes with the receipt: focus goes on to the form's first field. */
  function hideReceipt() {
    forgetReceipt();
    setFocus('studentName');
  }

  function startOver() {
    clearForm();
    forgetReceipt();
    setBanner(null);
    setPhotoServerError(null);
  }

  const summary: SummaryItem[] = attempted
    ? FIELD_ORDER.flatMap((field) => {
        if (field === 'photo') {
          const message = photoServerError || (photoError ? messages[photoError] : undefined);
          return message ? [{ id: photoId, message }] : [];
        }
        const message = text(errors[field]?.message);
        if (!message) return [];
        // The guardian's number has the student's number's messages, word for word: the summary
        // names whose number it is.
        return [{ id: fieldId(field), message: field === 'guardianMobileNumber' ? `${labels.guardianMobileNumber}: ${message}` : message }];
      })
    : [];
  // After a failed submit has focused its first field and drawn the summary: both on the screen.
  // The form's validation may draw the summary before or after it calls back with the errors.
  function revealSummaryWhenDrawn() {
    if (!revealSummary.current || !document.getElementById(summaryId)) return;
    revealSummary.current = false;
    showSummaryAbove(summaryId);
  }
  useEffect(revealSummaryWhenDrawn);

  /** A number-only field: whatever is typed or pasted is cleaned to digits before the form sees it. */
  function numeric(field: keyof typeof NUMERIC_FIELDS) {
    const registered = register(field);
    const clean = NUMERIC_FIELDS[field];
    return {
      ...registered,
      type: 'text',
      inputMode: field === 'sscGPA' ? ('decimal' as const) : ('numeric' as const),
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        cleanInputValue(event.target, clean);
        return registered.onChange(event);
      },
    };
  }

  const field = (name: AdmissionFormField, required: boolean, hint?: string) => ({
    id: fieldId(name),
    label: labels[name],
    required,
    requiredLabel: labels.requiredMark,
    optionalLabel: required ? undefined : labels.optional,
    hint,
    error: text(errors[name]?.message),
  });

  const input = (control: FieldControlProps) => ({ ...control, className: styles.input });
  const hintId = `${baseId}-submit-hint`;
  const busy = isSubmitting || waitingForOtherForm;
  const canSubmit = Boolean(token) && !busy;
  // The server's 409 usually names the earlier reference itself: marked there, not said twice.
  const referenceInMessage = banner?.kind === 'failure' && Boolean(banner.reference && banner.message.includes(banner.reference));

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-busy={busy}
      data-form="admission" /* ADMISSION_FORM_SELECTOR finds it */
      data-ready={interactive ? '' : undefined}
    >
      <Suspense fallback={null}>
        <DepartmentFromUrl onDepartment={draft.onDepartmentFromUrl} />
      </Suspense>

      {banner ? (
        <div
          ref={bannerRef}
          tabIndex={-1}
          role="alert"
          className={styles.alert}
          data-tone={banner.kind === 'success' ? 'success' : 'error'}
          data-print-receipt={banner.kind === 'success' && banner.receipt ? '' : undefined}
        >
          {banner.kind === 'success' ? (
            <>
              <p className={styles.alertTitle}>{labels.success}</p>
              {banner.receipt ? (
                <ApplicationReceipt receipt={banner.receipt} department={departmentName(banner.receipt)} locale={locale} labels={labels} />
              ) : banner.reference ? (
                <p className={styles.alertText}>{withReference(labels.reference, banner.reference, styles.reference)}</p>
              ) : null}
            </>
          ) : (
            <>
              <p className={styles.alertTitle}>
                {banner.reference && referenceInMessage
                  ? withReference(banner.message.replace(banner.reference, '{id}'), banner.reference, styles.reference)
                  : banner.message}
              </p>
              {banner.network ? <p className={styles.alertText}>{labels.networkHint}</p> : null}
              {banner.network && banner.withPhoto ? <p className={styles.alertText}>{labels.networkPhotoHint}</p> : null}
              {banner.reference && !referenceInMessage ? (
                <p className={styles.alertText}>{withReference(labels.existingReference, banner.reference, styles.reference)}</p>
              ) : null}
            </>
          )}
        </div>
      ) : null}

      {!banner && !newAttempt && lastReceipt ? (
        <div className={styles.alert} data-tone="info" data-print-receipt="">
          <p className={styles.alertTitle}>{labels.receiptLast}</p>
          <ApplicationReceipt receipt={lastReceipt} department={departmentName(lastReceipt)} locale={locale} labels={labels} onHide={hideReceipt} />
        </div>
      ) : null}

      <ErrorSummary id={summaryId} title={labels.errorSummaryTitle} items={summary} />

      {draft.restored && !dismissedDraft ? (
        <div className={styles.alert} data-tone="info">
          <p className={styles.alertText}>
            <span>{labels.draftRestored}</span>
            {/* A page restored from the back/forward cache still has its photo chosen. */}
            {photo.state.status === 'empty' ? <span> {labels.draftPhoto}</span> : null}
          </p>
          <button type="button" className={styles.linkButton} onClick={startOver} onMouseDown={keepFocusOnPress}>
            {labels.startOver}
          </button>
        </div>
      ) : null}

      <p className={styles.note}>{labels.requiredNote}</p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <h2>{labels.personalSection}</h2>
        </legend>
        <div className={styles.grid}>
          <Field {...field('studentName', true)}>
            {(control) => <input {...input(control)} {...register('studentName')} type="text" autoComplete="name" />}
          </Field>
          <Field {...field('guardianName', true)}>
            {(control) => <input {...input(control)} {...register('guardianName')} type="text" autoComplete="off" />}
          </Field>
          <Field {...field('birthDate', false)}>
            {/* Any max keeps the year box to four digits (Chrome takes six without one); the schema
                refuses a date after today in Dhaka, which a cached page cannot know. */}
            {(control) => <input {...input(control)} {...register('birthDate')} type="date" autoComplete="bday" max="2030-12-31" />}
          </Field>
          <Field {...field('personalMobileNumber', true, labels.mobileHint)}>
            {(control) => <input {...input(control)} {...numeric('personalMobileNumber')} autoComplete="tel-national" />}
          </Field>
          <Field {...field('guardianMobileNumber', false, labels.guardianMobileHint)}>
            {(control) => <input {...input(control)} {...numeric('guardianMobileNumber')} />}
          </Field>
          <PhotoField
            id={photoId}
            state={photo.state}
            canShrink={photo.canShrink}
            locale={locale}
            labels={labels}
            messages={messages}
            serverError={photoServerError}
            showError={attempted || photo.state.status === 'badType' || photo.state.status === 'tooLarge' || photo.state.status === 'shrinkFailed'}
            onSelect={(file) => {
              setPhotoServerError(null);
              void photo.select(file);
            }}
            onShrink={() => void photo.shrink()}
            onRemove={() => {
              setPhotoServerError(null);
              photo.clear();
            }}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <h2>{labels.academicSection}</h2>
        </legend>
        <div className={styles.grid}>
          <Field {...field('department', true)} wide after={departmentsError ? <p className={styles.error}>{departmentsError}</p> : null}>
            {(control) => (
              <select
                {...input(control)}
                {...register('department', {
                  // "Not open for admission" (use-admission-draft.ts) is about the link's department: a
                  // choice answers it, although the field is not checked on change until it has been left once.
                  onChange: () => errors.department?.type === 'url' && clearErrors('department'),
                })}
              >
                <option value="">{labels.departmentPlaceholder}</option>
                {departments.map((d) => (
                  <option key={d.id} value={departmentValue(d)}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field {...field('sscBoard', false)}>
            {(control) => (
              <select {...input(control)} {...register('sscBoard')}>
                <option value="">{labels.sscBoardPlaceholder}</option>
                {SSC_BOARDS.map((board) => (
                  <option key={board} value={board}>
                    {labels.boards[board]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field {...field('sscBoardRoll', true, labels.rollHint)}>
            {(control) => <input {...input(control)} {...numeric('sscBoardRoll')} />}
          </Field>
          <Field {...field('sscBatch', true, labels.batchHint)}>
            {(control) => <input {...input(control)} {...numeric('sscBatch')} />}
          </Field>
          <Field {...field('sscRegistrationNumber', false, labels.regHint)}>
            {(control) => <input {...input(control)} {...numeric('sscRegistrationNumber')} />}
          </Field>
          <Field
            {...field('sscGPA', true, labels.gpaHint)}
            after={
              gpa !== null && gpa < GPA_RULE_MINIMUM ? (
                <p className={`${styles.alert} ${styles.alertText}`} data-tone="info" role="status">
                  {labels.gpaNotice}
                </p>
              ) : null
            }
          >
            {(control) => <input {...input(control)} {...numeric('sscGPA')} />}
          </Field>
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!canSubmit} onMouseDown={keepFocusOnPress} aria-describedby={token ? undefined : hintId}>
          {busy ? labels.submitting : labels.submit}
        </button>
        {!token ? (
          status === 'error' ? (
            <p id={hintId} className={styles.status}>
              {labels.humanCheckError}{' '}
              <button type="button" className={styles.linkButton} onClick={refresh}>
                {labels.humanCheckRetry}
              </button>
            </p>
          ) : (
            <p id={hintId} className={styles.status} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {labels.waitingHint}
            </p>
          )
        ) : null}
      </div>
      {/* When the check has failed, the hint above says so and offers a retry: waiting would not help. */}
      {waiting && !token && status !== 'error' ? (
        <p role="alert" className={styles.error}>
          {autoSend ? labels.autoSendHint : labels.waitingAlert}
        </p>
      ) : null}
    </form>
  );
}
