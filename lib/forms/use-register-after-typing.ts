'use client';

import { useCallback, useRef } from 'react';
import type { FieldValues, UseFormRegister, UseFormReturn } from 'react-hook-form';

/**
 * `register` for a form in react-hook-form's `onTouched` mode, except that a field left empty and
 * never typed in is not checked when it is left: a visitor tabbing down the form to read it has made
 * no mistake yet. A field is checked on submit, when it is left after typing (emptied too), or when
 * it is left holding a value (one restored from a draft); then, as it changes. The simple forms
 * follow the same rule for typing (use-simple-form.ts); they restore no drafts. An `onBlur` passed
 * in the options is skipped with the check (none is).
 */
export function useRegisterAfterTyping<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register'>) {
  const typedIn = useRef(new Set<string>());
  const register: UseFormRegister<T> = (name, options) => {
    const registered = form.register(name, options);
    return {
      ...registered,
      onChange: (event) => {
        typedIn.current.add(name);
        return registered.onChange(event);
      },
      onBlur: async (event) => {
        const empty = (event.target as { value?: unknown }).value === '';
        if (empty && !typedIn.current.has(name)) return;
        return registered.onBlur(event);
      },
    };
  };
  /** For a form emptied to start over: what was typed in it before counts no more. */
  const forgetTyping = useCallback(() => typedIn.current.clear(), []);
  return { register, forgetTyping };
}
