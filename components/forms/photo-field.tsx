'use client';

import { useEffect, useEffectEvent, useRef, type ChangeEvent } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { keepFocusOnPress } from '@/lib/forms/keep-focus-on-press';
import { kilobytes } from '@/lib/format/file-size';
import { fill } from '@/lib/i18n/fill';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { Field } from './field';
import { photoErrorKey, type PhotoState } from './use-photo';
import styles from './photo-field.module.css';
import formStyles from './form.module.css';

export type PhotoLabels = {
  photo: string;
  photoHint: string;
  optional: string;
  requiredMark: string;
  photoChoose: string;
  photoChooseAnother: string;
  photoNone: string;
  photoChecking: string;
  photoSelected: string;
  photoPreviewAlt: string;
  photoRemove: string;
  photoShrinkOffer: string;
  photoShrink: string;
  photoShrinking: string;
  photoShrinkFailed: string;
  photoShrunk: string;
  kilobytes: string;
};

type Props = {
  id: string;
  state: PhotoState;
  canShrink: boolean;
  locale: Locale;
  labels: PhotoLabels;
  /** Validation texts by key (photoTooLarge, photoType, photoDimensions, photoDepth). */
  messages: Record<string, string>;
  /** An error from the server for the photo, shown instead of the local one. */
  serverError?: string | null;
  /** Show a local error only once the visitor has tried to submit, or right after choosing. */
  showError: boolean;
  onSelect: (file: File | null) => void;
  onShrink: () => void;
  onRemove: () => void;
};

/** The student photo: JPEG/PNG up to 500 KB, with a preview and, for a larger photo, an offer to shrink it here. */
export function PhotoField({ id, state, canShrink, locale, labels, messages, serverError, showError, onSelect, onShrink, onRemove }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const size = (bytes: number) => fill(labels.kilobytes, { size: kilobytes(bytes) }, locale);
  const localError = photoErrorKey(state);
  const error = serverError || (showError && localError ? messages[localError] : undefined);
  const shrinkable = state.status === 'tooLarge' || state.status === 'shrinking' || state.status === 'shrinkFailed';

  // A photo chosen before the page's script had run is in the box, but its change event came
  // before React listened: take it up once hydrated, or the application would go without it.
  const takeEarlyChoice = useEffectEvent(() => {
    const file = inputRef.current?.files?.[0];
    if (file && state.status === 'empty') onSelect(file);
  });
  useEffect(() => takeEarlyChoice(), []);

  // Emptied from outside (the application was sent, or the form cleared to start over): the box
  // must not go on showing the old file, which would not be sent, and choosing it again must count.
  const previousStatus = useRef(state.status);
  useEffect(() => {
    if (state.status === 'empty' && previousStatus.current !== 'empty' && inputRef.current) inputRef.current.value = '';
    previousStatus.current = state.status;
  }, [state.status]);

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
    inputRef.current?.focus();
  };

  return (
    <Field
      id={id}
      label={labels.photo}
      requiredLabel={labels.requiredMark}
      optionalLabel={labels.optional}
      hint={labels.photoHint}
      error={error}
      wide
    >
      {(control) => (
        <div className={styles.photo}>
          {/* The browser writes its own file box in the phone's language ("Choose File", "No file
              chosen"): the box is drawn here in the page's, and the real input lies on it, unseen, so a
              tap or a key still opens the phone's picker, with or without the page's script. */}
          <div className={styles.picker}>
            <input
              {...control}
              ref={inputRef}
              type="file"
              name="student_photo"
              accept="image/jpeg,image/png"
              className={styles.input}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onSelect(event.target.files?.[0] ?? null)}
            />
            <span className={styles.face} aria-hidden="true">
              <span className={styles.choose}>{state.status === 'empty' ? labels.photoChoose : labels.photoChooseAnother}</span>
              {/* Not said before hydration: a photo chosen then is in the input, unknown to React until it is taken up. */}
              {state.status === 'empty' && hydrated ? <span className={styles.none}>{labels.photoNone}</span> : null}
            </span>
          </div>
          <div aria-live="polite" className={styles.status}>
            {state.status === 'checking' ? <p className={formStyles.status}>{labels.photoChecking}</p> : null}
            {'preview' in state ? (
              <div className={styles.preview}>
                {/* A local object URL: next/image cannot optimise it. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={state.preview} alt={labels.photoPreviewAlt} width={96} height={120} className={styles.image} />
                <div className={styles.details}>
                  <p className={styles.name}>
                    {fill(labels.photoSelected, { name: state.file.name, size: size(state.file.size) }, locale)}
                  </p>
                  {state.status === 'ready' && state.originalSize ? (
                    <p className={styles.done}>{fill(labels.photoShrunk, { size: size(state.file.size) }, locale)}</p>
                  ) : null}
                  {shrinkable && canShrink ? (
                    <div className={styles.offer}>
                      <p>{fill(labels.photoShrinkOffer, { size: size(state.file.size) }, locale)}</p>
                      {state.status === 'shrinkFailed' ? <p className={formStyles.error}>{labels.photoShrinkFailed}</p> : null}
                      {state.status !== 'shrinkFailed' ? (
                        <button
                          type="button"
                          className="button"
                          onClick={onShrink}
                          onMouseDown={keepFocusOnPress}
                          disabled={state.status === 'shrinking'}
                        >
                          {state.status === 'shrinking' ? labels.photoShrinking : labels.photoShrink}
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                  <button type="button" className={formStyles.linkButton} onClick={remove}>
                    {labels.photoRemove}
                  </button>
                </div>
              </div>
            ) : null}
            {state.status === 'badType' || state.status === 'badImage' ? (
              <button type="button" className={formStyles.linkButton} onClick={remove}>
                {labels.photoRemove}
              </button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
