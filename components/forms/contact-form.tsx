'use client';

import { useId } from 'react';
import { ContactSchema, EMPTY_CONTACT, type ContactField } from '@/lib/validations/contact';
import type enMessages from '@/messages/en.json';
import { Field } from './field';
import { FormStatus } from './form-status';
import { useSimpleForm } from './use-simple-form';
import styles from './form.module.css';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import type { Locale } from '@/lib/i18n/routing';
import { errorText } from '@/lib/validations/error-key';
import { OFFLINE_FORMS } from '@/lib/offline/pending-forms';
import { pageOutbox } from '@/lib/offline/outbox-page';

export type ContactFormLabels = (typeof enMessages)['contactForm'];

type Props = {
  locale: Locale;
  labels: ContactFormLabels;
  /** The `validation.*` texts in the page's language, by key. */
  messages: Record<string, string>;
};

/** The contact and get-in-touch form (spec sections 4, 5 and 8): name, e-mail and message required, subject optional. */
export function ContactForm({ locale, labels, messages }: Props) {
  const id = useId();
  const { form, state, serverMessage, onSubmit, canSend } = useSimpleForm({
    schema: ContactSchema,
    empty: EMPTY_CONTACT,
    endpoint: '/api/contact',
    locale,
    idempotencyKey: OFFLINE_FORMS.contact.idempotencyKey,
    draftKey: OFFLINE_FORMS.contact.draftKey!,
    keepOffline: { form: 'contact', outbox: pageOutbox, takeUpKept: true },
  });
  const { register, formState } = form;
  const sending = state === 'sending';

  const field = (name: ContactField, required: boolean) => ({
    id: `${id}-${name}`,
    label: labels[name],
    required,
    requiredLabel: labels.requiredMark,
    optionalLabel: required ? undefined : labels.optional,
    error: formState.errors[name]?.message ? errorText(formState.errors[name].message, messages, locale) : undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <p className={styles.note}>{labels.requiredNote}</p>
      <div className={styles.grid}>
        <Field {...field('name', true)}>
          {(control) => <input {...control} {...register('name')} className={styles.input} type="text" autoComplete="name" />}
        </Field>
        <Field {...field('email', true)}>
          {(control) => (
            <input {...control} {...register('email')} className={styles.input} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field {...field('subject', false)} wide>
          {(control) => <input {...control} {...register('subject')} className={styles.input} type="text" />}
        </Field>
        <Field {...field('message', true)} wide>
          {(control) => <textarea {...control} {...register('message')} className={styles.input} rows={5} />}
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!canSend} onMouseDown={keepFocusOnPress}>
          {sending ? labels.sending : labels.submit}
        </button>
      </div>
      <FormStatus
        state={state}
        texts={{ success: labels.success, failure: labels.failure, network: labels.network, queued: labels.queued }}
        serverMessage={serverMessage}
      />
    </form>
  );
}
