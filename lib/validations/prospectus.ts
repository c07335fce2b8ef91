import * as v from 'valibot';
import { email, fieldErrors, withDefaults, optionalText, requiredText, type FieldErrors } from './shared';
import { toAsciiDigits } from '@/lib/format/digits';

/** A phone number as people type it: digits, spaces, dashes and an optional leading +. */
const PHONE = /^\+?[\d\s-]{6,20}$/;

/** The hard-copy prospectus request (spec section 5): name, address, phone and e-mail required. */
export const ProspectusSchema = v.object({
  name: requiredText('nameRequired', 100),
  address: requiredText('addressRequired', 300, { multiline: true }),
  // Stored with ASCII digits whichever the keyboard typed (a Bengali keyboard types ০-৯).
  phone: v.pipe(requiredText('phoneRequired', 20), v.transform(toAsciiDigits), v.regex(PHONE, 'phoneInvalid')),
  email: email(),
  notes: optionalText(1000, { multiline: true }),
});

export type ProspectusValues = v.InferInput<typeof ProspectusSchema>;
export type ProspectusField = keyof ProspectusValues;
export const EMPTY_PROSPECTUS: Required<ProspectusValues> = { name: '', address: '', phone: '', email: '', notes: '' };

export function validateProspectus(values: unknown):
  | { ok: true; values: v.InferOutput<typeof ProspectusSchema> }
  | { ok: false; errors: FieldErrors<ProspectusField> } {
  const result = v.safeParse(ProspectusSchema, withDefaults(values, EMPTY_PROSPECTUS));
  return result.success ? { ok: true, values: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}
