'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { safeParse, type InferOutput } from 'valibot';
import { AdmissionFormSchema, toAdmissionPayload, type AdmissionFormField, type AdmissionFormValues } from '@/lib/validations/admission';
import { createIdempotencyKeys, fingerprintOf, refusalEndsAttempt } from '@/lib/forms/idempotency';
import { bodyWithPhoto, postForm, type FormAnswer } from '@/lib/forms/request';
import { parseReceipt, receiptOf, saveReceipt, storedReceipt, type Receipt } from '@/lib/forms/receipt';
import { admissionServerErrors } from '@/lib/forms/admission-server-errors';
import { failedHumanCheck } from '@/lib/human-check/types';
import { ADMISSION_IDEMPOTENCY_KEY } from '@/lib/forms/admission-keys';
import { claimHere, clearPending, markPending, pendingSince } from '@/lib/offline/pending-forms';
import { hasOutbox } from '@/lib/offline/outbox';
import { doneWithEntry, keepInOutbox, takeKept } from '@/lib/offline/outbox-page';
import type { Locale } from '@/lib/i18n/routing';
import type { AdmissionBanner } from './admission-banners';
import { photoErrorKey, type usePhoto } from './use-photo';

export type AdmissionOutput = InferOutput<typeof AdmissionFormSchema>;

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
/** An application kept by an earlier visit is taken up by one form of the page only (see inFlight). */
let keptTakenUp = false;


type Options = {
  locale: Locale;
  /** `failure`: said when the server's own message is missing, or in the other language. */
  labels: { failure: string };
  form: Pick<UseFormReturn<AdmissionFormValues, unknown, AdmissionOutput>, 'handleSubmit' | 'getValues' | 'setError'>;
  /** The human check (useHumanCheck): its token, null until solved, and a new check. */
  token: string | null;
  refresh: () => void;
  photo: ReturnType<typeof usePhoto>;
  /** Focuses the first field with an error (the photo among them when `includePhoto`) and shows the summary. */
  focusFirstError: (fieldErrors: FieldErrors<AdmissionFormValues>, includePhoto: boolean) => void;
  /** Empties the fields, their saved draft and the photo (after a success, or to start over). */
  emptyForm: () => void;
};

/**
 * Sending the admission form: the human check waited for, the Idempotency-Key of the answers, the
 * post shared with the other language's form, and its outcome (the banner, the server's field errors).
 */
export function useAdmissionSubmission({ locale, labels, form, token, refresh, photo, focusFirstError, emptyForm }: Options) {
  const { handleSubmit, getValues, setError } = form;
  const [photoServerError, setPhotoServerError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [banner, setBanner] = useState<AdmissionBanner | null>(null);
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  /** The human check and key of a post whose answer never came: the server may have used the check. */
  const lost = useRef<{ token: string; key: string } | null>(null);
  /** Changed answers waiting for a new human check (see sendOnce): their key, sent only if still theirs. */
  const sendWhenChecked = useRef<string | null>(null);
  const [autoSend, setAutoSend] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys(ADMISSION_IDEMPOTENCY_KEY), []);
  // Until a new application is tried: then the last receipt would stand above that one.
  const [newAttempt, setNewAttempt] = useState(false);

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

  const onNewCheck = useEffectEvent(() => {
    // Answers edited while the check was solved and no longer valid wait for the visitor's own press.
    if (safeParse(AdmissionFormSchema, getValues()).success) formRef.current?.requestSubmit();
    else cancelAutoSend();
  });
  useEffect(() => {
    if (token && sendWhenChecked.current) onNewCheck();
  }, [token]);
  // A form unmounted, or hidden by the router (kept for Back), sends nothing by itself.
  useEffect(() => () => void (sendWhenChecked.current = null), []);

  // An application kept while offline goes when the connection is back, with a fresh human check
  // (the one held may have expired meanwhile); onNewCheck sends it, under the same key.
  const onOnline = useEffectEvent(() => {
    if (sendWhenChecked.current !== null) refresh();
  });
  /** The application is in the outbox (lib/offline/outbox.ts), held by this page. */
  const inOutbox = useRef(false);

  // An application kept offline by an earlier visit of this form, whose page was closed: what the
  // service worker got for it is shown as the form's own answer; one still waiting is taken over
  // (its photo put back) and sent from here, like one kept on this page.
  const takeUpKept = useEffectEvent(async () => {
    const kept = await takeKept('admission');
    if (kept && 'outcome' in kept) {
      const { outcome } = kept;
      const receipt = outcome.sent ? receiptOf(outcome.fields, outcome.reference, outcome.at) : null;
      if (receipt) saveReceipt(receipt);
      return showAnswer(kept.answer, false, receipt);
    }
    if (!kept) return clearPending('admission');
    inOutbox.current = true;
    if (kept.entry.photo) void photo.select(kept.entry.photo);
    keepUntilOnline(kept.entry.key, null);
    if (navigator.onLine) refresh();
  });
  useEffect(() => {
    const release = claimHere('admission');
    if (!keptTakenUp && pendingSince('admission') !== null && hasOutbox()) {
      keptTakenUp = true;
      void takeUpKept();
    }
    return release;
  }, []);
  useEffect(() => {
    const listener = () => onOnline();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, []);

  function cancelAutoSend() {
    sendWhenChecked.current = null;
    setAutoSend(false);
  }

  /** The Idempotency-Key of these answers and this photo: the same for the same application (lib/forms/idempotency.ts). */
  function keyOf(values: AdmissionOutput, file: File | null): string {
    // The token changes between attempts; the same answers are the same application.
    const fields = toAdmissionPayload(values, '');
    return keys.keyFor(fingerprintOf({ ...fields, photo: file ? `${file.name}:${file.size}:${file.lastModified}` : null }));
  }

  /**
   * Offline: the application is kept (the fields and their draft stay, the key in localStorage)
   * and sent by itself once the browser is online again: from this page while it is open, else by
   * the service worker from the outbox, with its photo (issue 47). `kept`: what goes in the outbox
   * (null: it is there already).
   */
  function keepUntilOnline(key: string, kept: { values: AdmissionOutput; photo: File | null } | null) {
    if (kept) {
      inOutbox.current = true;
      void keepInOutbox({
        form: 'admission',
        endpoint: '/api/admission',
        locale,
        fields: { ...toAdmissionPayload(kept.values, ''), recaptcha_token: null },
        photo: kept.photo,
        humanCheck: true,
        key,
        keptAt: Date.now(),
      });
    }
    sendWhenChecked.current = key;
    lost.current = null;
    setAutoSend(true);
    setWaiting(false);
    setBanner({ kind: 'queued' });
    markPending('admission');
  }

  async function send(values: AdmissionOutput) {
    if (!navigator.onLine) {
      const photoNow = await photo.settled();
      if (photoErrorKey(photoNow)) focusFirstError({}, true);
      else {
        const file = photoNow.status === 'ready' ? photoNow.file : null;
        keepUntilOnline(keyOf(values, file), { values, photo: file });
      }
      return;
    }
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
    const fields = toAdmissionPayload(values, '');
    const file = photoNow.status === 'ready' ? photoNow.file : null;
    const key = keyOf(values, file);
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
    const request = postForm<AdmissionBody>('/api/admission', locale, bodyWithPhoto(payload, file), { 'Idempotency-Key': key });
    inFlight = request;
    let answer: AdmissionAnswer;
    try {
      answer = await request;
    } finally {
      if (inFlight === request) inFlight = null;
    }
    // The connection went while it was sent: kept for when it is back, under the same key, so a
    // post that did arrive is answered once.
    if (answer.kind === 'network' && !navigator.onLine) return keepUntilOnline(key, inOutbox.current ? null : { values, photo: file });
    if (answer.kind !== 'network') forgetKept();
    lost.current = answer.kind === 'network' ? { token: currentToken, key } : null;
    let receipt: Receipt | null = null;
    if (answer.kind === 'ok') {
      receipt = receiptOf(fields, answer.body.application_id ?? null, Date.now());
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
    // A 422: the key was first sent with other answers (lib/submissions/idempotency.ts). The next
    // send of these answers goes with a new key, and a new human check: that first send may have
    // used this one.
    if (refusalEndsAttempt(code)) keys.reset();
    const message = (!sentByOtherForm && answerBody.message) || labels.failure;
    if (code === 422 || (code === 400 && failedHumanCheck(answerBody))) refresh();
    const serverErrors = sentByOtherForm ? null : admissionServerErrors(code, answerBody.errors);
    if (serverErrors) {
      if (serverErrors.photo !== null) setPhotoServerError(serverErrors.photo);
      for (const [field, fieldMessage] of Object.entries(serverErrors.fields)) {
        setError(field as AdmissionFormField, { type: 'server', message: fieldMessage });
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
    void handleSubmit(send, (fieldErrors) => focusFirstError(fieldErrors, Boolean(photoErrorKey(photo.state))))(event);
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

  /** The application kept in the outbox was answered, or the form emptied: nothing waits any more. */
  function forgetKept() {
    if (!inOutbox.current) return;
    inOutbox.current = false;
    void doneWithEntry('admission');
  }

  /** Empties the form (emptyForm), its idempotency key and a send waiting for a new check. */
  function clearForm() {
    cancelAutoSend();
    forgetKept();
    clearPending('admission');
    emptyForm();
    keys.reset();
    setAttempted(false);
  }

  return {
    formRef,
    onSubmit,
    onKeyDown,
    /** A submit was tried: the errors are shown (the summary, the photo's), until the form is cleared. */
    attempted,
    /** The outcome of the last post, or null. */
    banner,
    /** Submit was pressed before the human check was ready; `autoSend`: the answers go by themselves once it is (or once online). */
    waiting,
    autoSend,
    newAttempt,
    waitingForOtherForm,
    /** The server's message on the photo, until the next send or a change of photo. */
    photoServerError,
    clearPhotoServerError: () => setPhotoServerError(null),
    /** To start over: the form emptied, and the last attempt's outcome and server messages gone. */
    forgetAttempt() {
      clearForm();
      setBanner(null);
      setPhotoServerError(null);
    },
  };
}
