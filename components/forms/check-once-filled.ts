import type { FieldValues, UseFormGetFieldState, UseFormRegister } from 'react-hook-form';

/**
 * `register` for a form in react-hook-form's `onTouched` mode, but a field left empty that has
 * never been checked is not checked when it is left: a visitor tabbing down the form to read it
 * has made no mistake yet (the same rule as the simple forms, use-simple-form.ts). It is checked
 * on submit, or when it is left with something in it; after that, as it changes.
 */
export function checkOnceFilled<T extends FieldValues>(register: UseFormRegister<T>, getFieldState: UseFormGetFieldState<T>): UseFormRegister<T> {
  return (name, options) => {
    const registered = register(name, options);
    return {
      ...registered,
      onBlur: async (event) => {
        const value = (event.target as { value?: unknown }).value;
        if (value === '' && !getFieldState(name).isTouched) return;
        return registered.onBlur(event);
      },
    };
  };
}
