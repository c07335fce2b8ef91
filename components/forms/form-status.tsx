'use client';

import { useEffect, useRef } from 'react';
import { bringIntoView } from '@/lib/ui/bring-into-view';
import type { SendState } from './use-simple-form';
import styles from './form.module.css';

/**
 * The outcome of sending a form, announced where it happened: green for success, red for a
 * failure, each with its words (never colour alone); a failure the server explained in its answer
 * (`serverMessage`), or a success it qualified (already subscribed), is told in the server's words. The live region is always present, so
 * screen readers announce the text when it appears; it is also brought on screen, since it sits
 * below the form's button, which on a phone is often the bottom of the screen.
 */
export function FormStatus({
  state,
  texts,
  serverMessage,
}: {
  state: SendState;
  /** `queued`: kept offline, to be sent when the connection is back. */
  texts: { success: string; failure: string; network: string; queued?: string };
  serverMessage?: string;
}) {
  const message =
    state === 'success'
      ? serverMessage || texts.success
      : state === 'failure'
        ? serverMessage || texts.failure
        : state === 'network'
          ? texts.network
          : state === 'queued'
            ? (texts.queued ?? texts.network)
            : null;
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) bringIntoView(shown.current, 'nearest');
  }, [message]);
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p ref={shown} className={styles.alert} data-tone={state === 'success' ? 'success' : state === 'queued' ? 'info' : 'error'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
