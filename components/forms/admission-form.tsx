'use client';

import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { AdmissionFormSchema, EMPTY_ADMISSION_FORM, type AdmissionFormField, type AdmissionFormValues } from '@/lib/validations/admission';
import { useHumanCheck } from '@/lib/human-check/use-human-check';
import { useOnline } from '@/lib/offline/use-online';
import { useRegisterAfterTyping } from '@/lib/forms/use-register-after-typing';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { forgetReceipt, parseReceipt, storedReceipt, subscribeReceipt } from '@/lib/forms/receipt';
import type enMessages from '@/messages/en.json';
import { DepartmentFromUrl } from './department-from-url';
import { DraftRestoredNotice, LastReceiptBanner, OutcomeBanner } from './admission-banners';
import type { ReceiptInstitute } from './application-receipt';
import { AdmissionFields } from './admission-fields';
import { ErrorSummary, showSummaryAbove, type SummaryItem } from './error-summary';
import { photoErrorKey, usePhoto } from './use-photo';
import { useAdmissionDraft, type DepartmentOption } from './use-admission-draft';
import { useAdmissionSubmission, type AdmissionOutput } from './use-admission-submission';
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
  /** The institute's name, address and phone in the page's language, for the printed receipt. */
  institute: ReceiptInstitute;
};

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

/**
 * The online admission application (spec sections 2, 3, 5 and 8). Nothing typed is lost: the
 * values are kept on the device as a draft, a failed submission keeps them, and a retry or a
 * double click sends the same Idempotency-Key, so the office gets one application.
 */
export function AdmissionForm({ locale, departments, departmentsError, labels, messages, institute }: Props) {
  // Ids of this form only: on a language switch the router keeps the other language's form mounted
  // (hidden) beside this one, and a label must not point at its box.
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  // Set by a failed submit, until its summary is on the screen with the field it focused.
  const revealSummary = useRef(false);
  const photoId = `${baseId}-photo`;
  const fieldId = (field: AdmissionFormField | 'photo') => (field === 'photo' ? photoId : `${baseId}-${field}`);
  const { token, status, refresh } = useHumanCheck(locale);
  const online = useOnline();

  const form = useForm<AdmissionFormValues, unknown, AdmissionOutput>({
    resolver: valibotResolver(AdmissionFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_ADMISSION_FORM,
    shouldFocusError: false,
  });
  const { formState, reset, setFocus } = form;
  const { register, forgetTyping } = useRegisterAfterTyping(form);
  const { errors, isSubmitting } = formState;

  const photo = usePhoto();
  const [dismissedDraft, setDismissedDraft] = useState(false);

  const text = (message: string | undefined) => (message ? errorText(message, messages, locale) : undefined);

  const draft = useAdmissionDraft(form, departments);
  // The last application sent from this tab, shown again after a reload (lib/forms/receipt.ts).
  const lastReceipt = parseReceipt(useSyncExternalStore(subscribeReceipt, storedReceipt, () => null));
  // False in the server's HTML and while hydrating: data-ready tells FormStalledNote's script this form works.
  const interactive = useHydrated();

  // The sending and its outcome (use-admission-submission.ts); what it shows is drawn here.
  const {
    formRef,
    onSubmit,
    onKeyDown,
    attempted,
    banner,
    waiting,
    autoSend,
    newAttempt,
    waitingForOtherForm,
    photoServerError,
    clearPhotoServerError,
    forgetAttempt,
  } = useAdmissionSubmission({ locale, labels, form, token, refresh, photo, focusFirstError, emptyForm });

  const photoError = photoErrorKey(photo.state);

  function focusFirstError(fieldErrors: FieldErrors<AdmissionFormValues>, includePhoto: boolean) {
    const first = FIELD_ORDER.find((field) => (field === 'photo' ? includePhoto : Boolean(fieldErrors[field])));
    if (!first) return;
    // Focused now, by its id: react-hook-form's setFocus waits for a timer, after the summary is drawn.
    document.getElementById(fieldId(first))?.focus();
    revealSummary.current = true;
    revealSummaryWhenDrawn();
  }

  /** Empties the fields, their saved draft and the photo (after a success, or to start over). */
  function emptyForm() {
    draft.clear();
    reset(EMPTY_ADMISSION_FORM);
    forgetTyping();
    photo.clear();
    setDismissedDraft(true);
  }

  /** The Hide button goes with the receipt: focus goes on to the form's first field. */
  function hideReceipt() {
    forgetReceipt();
    setFocus('studentName');
  }

  function startOver() {
    forgetAttempt();
    forgetReceipt();
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

  const hintId = `${baseId}-submit-hint`;
  const busy = isSubmitting || waitingForOtherForm;
  // Offline, the application can still be sent: it is kept and goes when the connection is back.
  const canSubmit = (Boolean(token) || !online) && !busy;

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

      <OutcomeBanner banner={banner} departments={departments} institute={institute} locale={locale} labels={labels} />

      {!banner && !newAttempt && lastReceipt ? (
        <LastReceiptBanner
          receipt={lastReceipt}
          onHide={hideReceipt}
          departments={departments}
          institute={institute}
          locale={locale}
          labels={labels}
        />
      ) : null}

      <ErrorSummary id={summaryId} title={labels.errorSummaryTitle} items={summary} />

      {draft.restored && !dismissedDraft ? (
        <DraftRestoredNotice photoChosen={photo.state.status !== 'empty'} onStartOver={startOver} labels={labels} />
      ) : null}

      <p className={styles.note}>{labels.requiredNote}</p>

      <AdmissionFields
        locale={locale}
        labels={labels}
        messages={messages}
        departments={departments}
        departmentsError={departmentsError}
        form={form}
        register={register}
        errors={errors}
        errorText={text}
        fieldId={fieldId}
        photo={photo}
        photoServerError={photoServerError}
        attempted={attempted}
        onPhotoChange={clearPhotoServerError}
      />

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!canSubmit} onMouseDown={keepFocusOnPress} aria-describedby={token && online ? undefined : hintId}>
          {busy ? labels.submitting : labels.submit}
        </button>
        {!online ? (
          <p id={hintId} className={styles.status} role="status">
            {labels.offlineHint}
          </p>
        ) : !token ? (
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
