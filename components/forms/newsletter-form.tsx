'use client';

import { useId } from 'react';
import { NewsletterSchema } from '@/lib/validations/newsletter';
import type enMessages from '@/messages/en.json';
import { FormStatus } from './form-status';
import { useSimpleForm } from './use-simple-form';
import styles from './newsletter-form.module.css';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import type { Locale } from '@/lib/i18n/routing';
import { errorText } from '@/lib/validations/error-key';

export type NewsletterLabels = (typeof enMessages)['newsletter'];

type Props = {
  locale: Locale;
  labels: NewsletterLabels;
  /** The `validation.*` texts in the page's language, by key. */
  messages: Record<string, string>;
};

const EMPTY = { email: '' };

/** The footer's newsletter sign-up: one e-mail field with a visible label and a subscribe button. */
export function NewsletterForm({ locale, labels, messages }: Props) {
  const id = useId();
  const { form, state, serverMessage, onSubmit, canSend } = useSimpleForm({
    schema: NewsletterSchema,
    empty: EMPTY,
    endpoint: '/api/newsletter',
    locale,
    idempotencyKey: 'newsletter-form-idempotency',
  });
  const error = form.formState.errors.email?.message;
  const errorMessage = error ? errorText(error, messages, locale) : undefined;
  const sending = state === 'sending';

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {labels.label}
      </label>
      <div className={styles.row}>
        <input
          {...form.register('email')}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={styles.input}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.button} disabled={!canSend} onMouseDown={keepFocusOnPress}>
          {sending ? labels.submitting : labels.submit}
        </button>
      </div>
      {errorMessage ? (
        <p id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      <div className={styles.status}>
        <FormStatus state={state} texts={{ success: labels.success, failure: labels.failure, network: labels.network }} serverMessage={serverMessage} />
      </div>
    </form>
  );
}
