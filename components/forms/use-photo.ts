'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { canShrinkPhotos, checkPhoto, shrinkPhoto } from '@/lib/forms/photo';
import type { PhotoBoundsKey } from '@/lib/validations/photo-bounds';

export type PhotoState =
  | { status: 'empty' }
  | { status: 'checking'; file: File }
  | { status: 'ready'; file: File; preview: string; originalSize?: number }
  /** A JPEG or PNG over 500 KB: it can be shrunk here. */
  | { status: 'tooLarge' | 'shrinking' | 'shrinkFailed'; file: File; preview: string }
  | { status: 'badType'; file: File }
  /** A JPEG or PNG within 500 KB whose size in pixels, or depth, the server refuses. */
  | { status: 'badImage'; file: File; error: PhotoBoundsKey };

/** The validation message key of a photo that cannot be sent as it is, or null. */
export function photoErrorKey(state: PhotoState): 'photoTooLarge' | 'photoType' | PhotoBoundsKey | null {
  if (state.status === 'badType') return 'photoType';
  if (state.status === 'badImage') return state.error;
  if (state.status === 'tooLarge' || state.status === 'shrinking' || state.status === 'shrinkFailed') return 'photoTooLarge';
  return null;
}

const previewOf = (state: PhotoState) => ('preview' in state ? state.preview : null);

/** A check or shrink is under way: the photo to send is not known yet. */
const isBusy = (state: PhotoState) => state.status === 'checking' || state.status === 'shrinking';

/** The admission photo: checked when chosen, shrunk on request, with a preview URL that is freed when replaced. */
export function usePhoto() {
  const [state, setState] = useState<PhotoState>({ status: 'empty' });
  const sequence = useRef(0);
  const current = useRef(state);
  // Callers of settled() waiting for a check or shrink to end: a submit must not send the form without its photo.
  const waiting = useRef<((state: PhotoState) => void)[]>([]);

  const update = useCallback((next: PhotoState) => {
    const old = previewOf(current.current);
    if (old && old !== previewOf(next)) URL.revokeObjectURL(old);
    current.current = next;
    setState(next);
    if (isBusy(next)) return;
    const waiters = waiting.current;
    waiting.current = [];
    for (const resolve of waiters) resolve(next);
  }, []);

  useEffect(
    () => () => {
      const old = previewOf(current.current);
      if (old) URL.revokeObjectURL(old);
    },
    [],
  );

  const select = useCallback(
    async (file: File | null) => {
      const run = ++sequence.current;
      if (!file) return update({ status: 'empty' });
      update({ status: 'checking', file });
      const check = await checkPhoto(file);
      if (run !== sequence.current) return;
      if (!check.ok && check.error === 'photoType') return update({ status: 'badType', file });
      if (!check.ok && check.error !== 'photoTooLarge') return update({ status: 'badImage', file, error: check.error });
      const preview = URL.createObjectURL(file);
      update(check.ok ? { status: 'ready', file, preview } : { status: 'tooLarge', file, preview });
    },
    [update],
  );

  const shrink = useCallback(async () => {
    const from = current.current;
    if (from.status !== 'tooLarge' && from.status !== 'shrinkFailed') return;
    const run = ++sequence.current;
    update({ ...from, status: 'shrinking' });
    const smaller = await shrinkPhoto(from.file);
    if (run !== sequence.current) return;
    if (!smaller) return update({ ...from, status: 'shrinkFailed' });
    update({ status: 'ready', file: smaller, preview: URL.createObjectURL(smaller), originalSize: from.file.size });
  }, [update]);

  /** The photo once any check or shrink under way has ended (a newer one chosen meanwhile included). */
  const settled = useCallback(
    () =>
      new Promise<PhotoState>((resolve) => {
        if (isBusy(current.current)) waiting.current.push(resolve);
        else resolve(current.current);
      }),
    [],
  );

  const clear = useCallback(() => {
    sequence.current++;
    update({ status: 'empty' });
  }, [update]);

  // Only asked once a photo is chosen, which never happens on the server: no hydration mismatch.
  const canShrink = state.status !== 'empty' && canShrinkPhotos();
  return { state, canShrink, select, shrink, clear, settled };
}
