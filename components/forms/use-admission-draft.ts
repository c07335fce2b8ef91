'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_ADMISSION_FORM, type AdmissionFormField, type AdmissionFormValues } from '@/lib/validations/admission';
import { clearDraft, debounce, saveDraft, useDraftAtLoad } from '@/lib/forms/draft';

export const DRAFT_KEY = 'admission-form-draft';
const DRAFT_FIELDS = Object.keys(EMPTY_ADMISSION_FORM) as AdmissionFormField[];

type Values = Required<AdmissionFormValues>;
export type DepartmentOption = { id: number; name: string };

/** A department as the form's select holds it: name and id joined by a bar (spec section 5). */
export const departmentValue = (d: DepartmentOption) => `${d.name}|${d.id}`;

/**
 * The admission form's draft on the device, so nothing typed is lost to a reload, a closed tab or
 * a dead battery. After hydration: the saved draft first, under what was typed before the page's
 * script ran, then `?department=<id>` (the calculator's link) over it. Saved while the visitor
 * types, and at once when the page is hidden or left.
 */
export function useAdmissionDraft(
  form: Pick<UseFormReturn<AdmissionFormValues, unknown, unknown>, 'getValues' | 'reset' | 'setValue' | 'subscribe'>,
  departments: readonly DepartmentOption[],
) {
  const { getValues, reset, setValue, subscribe } = form;
  const save = useMemo(() => debounce((values: Partial<Values>) => saveDraft(DRAFT_KEY, DRAFT_FIELDS, values), 400), []);
  const draft = useDraftAtLoad(DRAFT_KEY, DRAFT_FIELDS);
  const [urlDepartment, setUrlDepartment] = useState<string | null>(null);
  const applied = useRef<{ draft: boolean; department: string | null }>({ draft: false, department: null });

  useEffect(() => {
    if (draft === undefined) return;
    if (!applied.current.draft) {
      applied.current.draft = true;
      // What was typed before the page's script ran is in the boxes (react-hook-form read them as
      // it registered them). It is newer than the saved draft, so it wins field by field, and it is
      // saved now rather than at the visitor's next keystroke.
      const typed = getValues();
      if (draft) {
        const known = !draft.department || departments.some((d) => departmentValue(d) === draft.department);
        const restored: Values = { ...EMPTY_ADMISSION_FORM, ...draft, department: known ? (draft.department ?? '') : '' };
        for (const field of DRAFT_FIELDS) if (typed[field]) restored[field] = typed[field];
        reset(restored);
      }
      save(getValues());
    }
    // The query is then removed, so a reload keeps whatever the visitor picks afterwards.
    if (urlDepartment && applied.current.department !== urlDepartment) {
      applied.current.department = urlDepartment;
      const match = departments.find((d) => String(d.id) === urlDepartment);
      if (match) setValue('department', departmentValue(match), { shouldDirty: true });
      const url = new URL(window.location.href);
      url.searchParams.delete('department');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }, [draft, urlDepartment, departments, reset, setValue, getValues, save]);

  useEffect(() => {
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ values }) => save(values as Partial<Values>) });
    const flush = () => save.flush();
    const onHidden = () => document.visibilityState === 'hidden' && save.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      save.flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [save, subscribe]);

  return {
    /** The draft found at load: undefined until read (after hydration), null when there was none. */
    restored: draft,
    /** For <DepartmentFromUrl>: the id in ?department=, read once the page is interactive. */
    onDepartmentFromUrl: useCallback((id: string) => setUrlDepartment(id), []),
    /** Forgets the draft (after a success, or to start over); a save still waiting is dropped. */
    clear: useCallback(() => {
      save.cancel();
      clearDraft(DRAFT_KEY);
    }, [save]),
  };
}
