'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  EMPTY_ADMISSION_FORM,
  departmentFormValue,
  splitDepartmentValue,
  type AdmissionFormField,
  type AdmissionFormValues,
} from '@/lib/validations/admission';
import { loadDraft, useDraftAtLoad } from '@/lib/forms/draft';
import { useDraftSaver } from '@/lib/forms/use-draft-saver';
import { cleanDecimal, cleanDigits, cleanMobile } from '@/lib/forms/digits';
import { ADMISSION_DRAFT_KEY } from '@/lib/forms/admission-keys';

const DRAFT_FIELDS = Object.keys(EMPTY_ADMISSION_FORM) as AdmissionFormField[];

type Values = Required<AdmissionFormValues>;
export type DepartmentOption = { id: number; name: string };

/**
 * The number-only fields and how what is typed in them is cleaned (Bengali digits to ASCII, no
 * other characters; a digit too many stays, for the length rule to name): as it is typed once the
 * page is interactive, and at hydration for what was typed before.
 */
export const NUMERIC_FIELDS = {
  personalMobileNumber: cleanMobile,
  guardianMobileNumber: cleanMobile,
  sscBoardRoll: cleanDigits,
  sscBatch: cleanDigits,
  sscRegistrationNumber: cleanDigits,
  sscGPA: (value: string) => cleanDecimal(value, 2),
} satisfies Partial<Record<AdmissionFormField, (value: string) => string>>;

/** `values` with each number field's digits cleaned as typing them would have. */
function cleanNumbers<T extends Partial<Record<AdmissionFormField, string>>>(values: T): T {
  const out = { ...values };
  for (const [field, clean] of Object.entries(NUMERIC_FIELDS) as [keyof typeof NUMERIC_FIELDS, (value: string) => string][]) {
    const value = out[field];
    if (value) out[field] = clean(value) as T[typeof field];
  }
  return out;
}

/** A department as the form's select holds it. */
export const departmentValue = (d: DepartmentOption) => departmentFormValue(d.name, d.id);

/**
 * The admission form's draft on the device, so nothing typed is lost to a reload, a closed tab or
 * a dead battery. After hydration: the saved draft first, under what was typed before the page's
 * script ran, then `?department=<id>` (a department page's or the calculator's Apply link) over it. Saved while the visitor
 * types, and at once when the page is hidden or left.
 */
export function useAdmissionDraft(
  form: Pick<UseFormReturn<AdmissionFormValues, unknown, unknown>, 'getValues' | 'reset' | 'setError' | 'setValue' | 'subscribe'>,
  departments: readonly DepartmentOption[],
) {
  const { getValues, reset, setError, setValue, subscribe } = form;
  const draft = useDraftAtLoad(ADMISSION_DRAFT_KEY, DRAFT_FIELDS);
  const [urlDepartment, setUrlDepartment] = useState<string | null>(null);
  const applied = useRef<{ draft: boolean; department: string | null }>({ draft: false, department: null });
  const byId = useCallback((id: string) => departments.find((d) => String(d.id) === id), [departments]);
  /** A stored draft as the form's values, its department matched by id (the value names it in the language it was chosen in). */
  const restoredFrom = useCallback(
    (saved: Partial<Values>): Values => {
      const chosen = saved.department ? byId(splitDepartmentValue(saved.department).id) : undefined;
      return { ...EMPTY_ADMISSION_FORM, ...saved, department: chosen ? departmentValue(chosen) : '' };
    },
    [byId],
  );
  // Shown again after the other language's form edited or sent the application: its edits, or an
  // empty form after a sent one.
  const takeUp = useCallback(
    (stored: Partial<Values> | null) => reset(stored ? restoredFrom(cleanNumbers(stored)) : EMPTY_ADMISSION_FORM),
    [reset, restoredFrom],
  );
  const { save, clear } = useDraftSaver(ADMISSION_DRAFT_KEY, DRAFT_FIELDS, takeUp);

  useEffect(() => {
    if (draft === undefined) return;
    if (!applied.current.draft) {
      applied.current.draft = true;
      // What was typed before the page's script ran is in the boxes (react-hook-form read them as
      // it registered them). It is newer than the saved draft, so it wins field by field, and it is
      // saved now rather than at the visitor's next keystroke. Its digits are cleaned as typing
      // them now would have (a Bengali phone keyboard types Bengali digits).
      const typed = cleanNumbers(getValues());
      // Read again now rather than at render: on a language switch the other language's form, hidden
      // by the same commit, has just saved what it still had waiting (its effects' cleanup ran first).
      // Cleaned too: a draft saved by the stalled-page note's script (form-stalled-note.tsx) holds
      // the boxes as typed.
      const stored = loadDraft(ADMISSION_DRAFT_KEY, DRAFT_FIELDS) ?? draft;
      const saved = stored ? cleanNumbers(stored) : null;
      if (saved) {
        const restored = restoredFrom(saved);
        for (const field of DRAFT_FIELDS) if (typed[field]) restored[field] = typed[field];
        reset(restored);
      } else if (DRAFT_FIELDS.some((field) => typed[field])) {
        // A reset, not setValue: react-hook-form already holds the typed values (it read the boxes
        // as it registered them), so setValue of the same value tells no watcher, and the GPA notice
        // missed a GPA typed before the script ran. Against the empty defaults, they count as typed.
        reset({ ...EMPTY_ADMISSION_FORM, ...typed }, { keepDefaultValues: true });
      }
      save(getValues());
    }
    // The query is then removed, so a reload keeps whatever the visitor picks afterwards.
    if (urlDepartment && applied.current.department !== urlDepartment) {
      applied.current.department = urlDepartment;
      const match = byId(urlDepartment);
      if (match) setValue('department', departmentValue(match), { shouldDirty: true });
      // A department the link names that is not open for admission (not in the list; an old bookmark
      // or a page cached before admission to it closed): say so, rather than leave the visitor at an
      // empty choice wondering where it went. Not when the list could not be read, nor over a
      // department already chosen.
      else if (departments.length > 0 && !getValues('department')) setError('department', { type: 'url', message: 'departmentClosed' });
      const url = new URL(window.location.href);
      url.searchParams.delete('department');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }, [draft, urlDepartment, byId, restoredFrom, departments.length, reset, setError, setValue, getValues, save]);

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => save(values as Partial<Values>) }),
    [save, subscribe],
  );

  return {
    /** The draft found at load: undefined until read (after hydration), null when there was none. */
    restored: draft,
    /** For <DepartmentFromUrl>: the id in ?department=, read once the page is interactive. */
    onDepartmentFromUrl: useCallback((id: string) => setUrlDepartment(id), []),
    /** Forgets the draft (after a success, or to start over); a save still waiting is dropped. */
    clear,
  };
}
