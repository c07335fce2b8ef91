'use client';

import { useEffect, useMemo, useRef } from 'react';
import { clearDraft, debounce, draftWatch, loadDraft, saveDraft, type Draft } from './draft';

/**
 * Keeps a form's draft under `key` (none when null): `save(values)` writes it after a pause in
 * typing, and at once when the page is hidden or left, or the form unmounts; `clear()` forgets it
 * (after a success, or to start over). Each form restores the draft at load its own way.
 *
 * Next keeps the other language's page mounted but hidden, and shows it again on the toggle back or
 * Back, with its state and with its effects run again. Whatever saved or cleared the draft meanwhile
 * (the other language's form) is newer than what this form holds: `onChangedElsewhere` then gets
 * what is stored now (null: cleared, after a success there), for the form to take up.
 */
export function useDraftSaver<Field extends string>(
  key: string | null,
  fields: readonly Field[],
  onChangedElsewhere: (stored: Draft<Field> | null) => void,
) {
  const saver = useMemo(() => {
    if (!key) return null;
    const watch = draftWatch(key);
    const saveNow = (values: Partial<Record<Field, unknown>>) => {
      saveDraft(key, fields, values);
      watch.remember();
    };
    return { key, watch, save: debounce(saveNow, 400) };
  }, [key, fields]);

  const shownBefore = useRef(false);
  useEffect(() => {
    if (!saver) return;
    if (!shownBefore.current) {
      shownBefore.current = true;
      saver.watch.remember();
      return;
    }
    if (!saver.watch.changedElsewhere()) return;
    onChangedElsewhere(loadDraft(saver.key, fields));
    saver.watch.remember();
  }, [saver, fields, onChangedElsewhere]);

  useEffect(() => {
    if (!saver) return;
    const flush = () => saver.save.flush();
    const onHidden = () => document.visibilityState === 'hidden' && saver.save.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      saver.save.flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [saver]);

  return useMemo(
    () => ({
      save: (values: Partial<Record<Field, unknown>>) => saver?.save(values),
      clear: () => {
        if (!saver) return;
        saver.save.cancel();
        clearDraft(saver.key);
        saver.watch.remember();
      },
    }),
    [saver],
  );
}
