import * as v from 'valibot';
import { email, fieldErrors, withDefaults, optionalText, requiredText, type FieldErrors } from './shared';

/** The contact and get-in-touch form (spec section 5): name, e-mail and message required. */
export const ContactSchema = v.object({
  name: requiredText('nameRequired', 100),
  email: email(),
  subject: optionalText(150),
  message: requiredText('messageRequired', 5000, { multiline: true }),
});

export type ContactValues = v.InferInput<typeof ContactSchema>;
export type ContactField = keyof ContactValues;
export const EMPTY_CONTACT: Required<ContactValues> = { name: '', email: '', subject: '', message: '' };

export function validateContact(values: unknown):
  | { ok: true; values: v.InferOutput<typeof ContactSchema> }
  | { ok: false; errors: FieldErrors<ContactField> } {
  const result = v.safeParse(ContactSchema, withDefaults(values, EMPTY_CONTACT));
  return result.success ? { ok: true, values: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}
