'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { canShrinkPhotos, checkPhoto, shrinkPhoto } from '@/lib/forms/photo';

export type PhotoState =
  | { status: 'empty' }
  | { status: 'checking'; file: File }
  | { status: 'ready'; file: File; preview: string; originalSize?: number }
  /** A JPEG or PNG over 500 KB: it can be shrunk here. */
  | { status: 'tooLarge' | 'shrinking' | 'shrinkFailed'; file: File; preview: string }
  | { status: 'badType'; file: File };

/** The validation message key of a photo that cannot be sent as it is, or null. */
export function photoErrorKey(state: PhotoState): 'photoTooLarge' | 'photoType' | null {
  if (state.status === 'badType') return 'photoType';
  if (state.status === 'tooLarge' || state.status === 'shrinking' || state.status === 'shrinkFailed') return 'photoTooLarge';
  return null;
}

const previewOf = (state: PhotoState) => ('preview' in state ? state.preview : null);

/** The admission photo: checked when chosen, shrunk on request, with a preview URL that is freed when replaced. */
export function usePhoto() {
  const [state, setState] = useState<PhotoState>({ status: 'empty' });
  const sequence = useRef(0);
  const current = useRef(state);
  // The check or shrink under way, for settled(): a submit must not send the form without its photo.
  const pending = useRef<Promise<void> | null>(null);
  const track = useCallback((work: Promise<void>) => {
    pending.current = work;
    return work;
  }, []);

  const update = useCallback((next: PhotoState) => {
    const old = previewOf(current.current);
    if (old && old !== previewOf(next)) URL.revokeObjectURL(old);
    current.current = next;
    setState(next);
  }, []);

  useEffect(
    () => () => {
      const old = previewOf(current.current);
      if (old) URL.revokeObjectURL(old);
    },
    [],
  );

  const select = useCallback(
    (file: File | null) =>
      track(
        (async () => {
          const run = ++sequence.current;
          if (!file) return update({ status: 'empty' });
          update({ status: 'checking', file });
          const check = await checkPhoto(file);
          if (run !== sequence.current) return;
          if (!check.ok && check.error === 'photoType') return update({ status: 'badType', file });
          const preview = URL.createObjectURL(file);
          update(check.ok ? { status: 'ready', file, preview } : { status: 'tooLarge', file, preview });
        })(),
      ),
    [update, track],
  );

  const shrink = useCallback(
    () =>
      track(
        (async () => {
          const from = current.current;
          if (from.status !== 'tooLarge' && from.status !== 'shrinkFailed') return;
          const run = ++sequence.current;
          update({ ...from, status: 'shrinking' });
          const smaller = await shrinkPhoto(from.file);
          if (run !== sequence.current) return;
          if (!smaller) return update({ ...from, status: 'shrinkFailed' });
          update({ status: 'ready', file: smaller, preview: URL.createObjectURL(smaller), originalSize: from.file.size });
        })(),
      ),
    [update, track],
  );

  /** The photo once any check or shrink under way has ended (a newer one chosen meanwhile included). */
  const settled = useCallback(async (): Promise<PhotoState> => {
    while (pending.current) {
      const work = pending.current;
      await work;
      if (pending.current === work) pending.current = null;
    }
    return current.current;
  }, []);

  const clear = useCallback(() => {
    sequence.current++;
    update({ status: 'empty' });
  }, [update]);

  // Only asked once a photo is chosen, which never happens on the server: no hydration mismatch.
  const canShrink = state.status !== 'empty' && canShrinkPhotos();
  return { state, canShrink, select, shrink, clear, settled };
}
