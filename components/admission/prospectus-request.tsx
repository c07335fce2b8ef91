'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { EMPTY_PROSPECTUS, ProspectusSchema, type ProspectusField } from '@/lib/validations/prospectus';
import { trapTab } from '@/lib/ui/focus-trap';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import type enMessages from '@/messages/en.json';
import { Field } from '@/components/forms/field';
import { FormStatus } from '@/components/forms/form-status';
import { useSimpleForm, type SimpleForm } from '@/components/forms/use-simple-form';
import formStyles from '@/components/forms/form.module.css';
import styles from './prospectus-request.module.css';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import type { Locale } from '@/lib/i18n/routing';
import { errorText } from '@/lib/validations/error-key';
import { OFFLINE_FORMS } from '@/lib/offline/pending-forms';
import { pageOutbox } from '@/lib/offline/outbox-page';

export type ProspectusRequestLabels = Pick<
  (typeof enMessages)['prospectusPage'],
  | 'request'
  | 'modalTitle'
  | 'modalText'
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'notes'
  | 'optional'
  | 'requiredMark'
  | 'submit'
  | 'sending'
  | 'close'
  | 'success'
  | 'failure'
  | 'queued'
>;

type Props = {
  locale: Locale;
  /** The id the button's link points at until hydration ('request-copy'); the page puts its no-script text there. */
  anchor: string;
  labels: ProspectusRequestLabels;
  messages: Record<string, string>;
};

/**
 * The hard-copy request (spec section 2): a button that opens a modal form. Focus stays in the
 * dialog, the page does not scroll behind it, Escape closes it and focus returns to the button.
 * Closing clears the success or failure message; typed values stay until sent. Until the page is
 * interactive the button is a link to #{anchor}, and the form opens once it is (decision 0009); a
 * shared link to #{anchor} opens it too.
 */
export function ProspectusRequest({ locale, anchor, labels, messages }: Props) {
  const [open, setOpen] = useState(false);
  const { hydrated, linkRef, controlRef: openerRef } = useLinkUntilHydrated<HTMLButtonElement>();
  const { form, state, serverMessage, onSubmit, canSend, clearMessages } = useSimpleForm({
    schema: ProspectusSchema,
    empty: EMPTY_PROSPECTUS,
    endpoint: '/api/prospectus',
    locale,
    idempotencyKey: OFFLINE_FORMS.prospectus.idempotencyKey,
    keepOffline: { form: 'prospectus', outbox: pageOutbox },
  });

  // Spec: closing clears messages (what was typed stays for the next opening).
  const close = () => {
    // Focus leaves the dialog first: the field it leaves checks itself on blur, and the messages
    // are cleared after that check, not before it.
    openerRef.current?.focus();
    setOpen(false);
    clearMessages();
  };

  useEffect(() => {
    // Tapped before the page was interactive, or opened from a shared link: the address is outside
    // React and can only be read once hydrated (and again if the hash arrives later).
    const openFromAddress = () => {
      if (window.location.hash !== `#${anchor}`) return;
      // The hash has done its job: a reload should not open the form again. (State null, as
      // useUrlState passes: given Next's own state, the router put the hash back.)
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setOpen(true);
    };
    openFromAddress();
    window.addEventListener('hashchange', openFromAddress);
    return () => window.removeEventListener('hashchange', openFromAddress);
  }, [anchor]);

  return (
    <>
      {hydrated ? (
        <button ref={openerRef} type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {labels.request}
        </button>
      ) : (
        <a ref={linkRef} href={`#${anchor}`} className="button">
          {labels.request}
        </a>
      )}
      {open ? (
        <RequestDialog labels={labels} onClose={close}>
          <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={state === 'sending'}>
            <Fields form={form} labels={labels} messages={messages} locale={locale} />
            <div className={formStyles.actions}>
              <button type="submit" className={`button ${formStyles.submit}`} disabled={!canSend} onMouseDown={keepFocusOnPress}>
                {state === 'sending' ? labels.sending : labels.submit}
              </button>
              <button type="button" className="button button-outline" onClick={close} onMouseDown={keepFocusOnPress}>
                {labels.close}
              </button>
            </div>
            <FormStatus state={state} texts={{ success: labels.success, failure: labels.failure, network: labels.failure, queued: labels.queued }} serverMessage={serverMessage} />
          </form>
        </RequestDialog>
      ) : null}
    </>
  );
}

type FormApi = SimpleForm<typeof EMPTY_PROSPECTUS>;

function Fields({ form, labels, messages, locale }: { form: FormApi; labels: ProspectusRequestLabels; messages: Record<string, string>; locale: Locale }) {
  const id = useId();
  const { register, formState } = form;
  const field = (name: ProspectusField, required: boolean) => {
    const message = formState.errors[name]?.message;
    return {
      id: `${id}-${name}`,
      label: labels[name],
      required,
      requiredLabel: labels.requiredMark,
      optionalLabel: required ? undefined : labels.optional,
      error: message ? errorText(message, messages, locale) : undefined,
    };
  };
  return (
    <div className={formStyles.grid}>
      <Field {...field('name', true)}>
        {(control) => <input {...control} {...register('name')} className={formStyles.input} type="text" autoComplete="name" />}
      </Field>
      <Field {...field('phone', true)}>
        {(control) => <input {...control} {...register('phone')} className={formStyles.input} type="tel" autoComplete="tel" />}
      </Field>
      <Field {...field('email', true)} wide>
        {(control) => (
          <input {...control} {...register('email')} className={formStyles.input} type="email" autoComplete="email" inputMode="email" />
        )}
      </Field>
      <Field {...field('address', true)} wide>
        {(control) => <textarea {...control} {...register('address')} className={formStyles.input} rows={3} autoComplete="street-address" />}
      </Field>
      <Field {...field('notes', false)} wide>
        {(control) => <textarea {...control} {...register('notes')} className={formStyles.input} rows={2} />}
      </Field>
    </div>
  );
}

function RequestDialog({ labels, onClose, children }: { labels: ProspectusRequestLabels; onClose: () => void; children: ReactNode }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useScrollLock(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>('input') ?? dialog)?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" tabIndex={-1} aria-labelledby={titleId} aria-describedby={`${titleId}-text`} className={styles.dialog}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {labels.modalTitle}
          </h2>
          <button type="button" className={styles.close} aria-label={labels.close} onClick={onClose} onMouseDown={keepFocusOnPress}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id={`${titleId}-text`} className={styles.text}>
          {labels.modalText}
        </p>
        {children}
      </div>
    </div>,
    document.body,
  );
}
