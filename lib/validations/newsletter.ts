import * as v from 'valibot';
import { email, fieldErrors, withDefaults, type FieldErrors } from './shared';

/** The footer's newsletter field: one e-mail address. */
export const NewsletterSchema = v.object({ email: email() });

export function validateNewsletter(values: unknown):
  | { ok: true; values: v.InferOutput<typeof NewsletterSchema> }
  | { ok: false; errors: FieldErrors<'email'> } {
  const result = v.safeParse(NewsletterSchema, withDefaults(values, { email: '' }));
  return result.success ? { ok: true, values: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}
