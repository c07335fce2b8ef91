import * as v from 'valibot';
import { email, fieldErrors, withDefaults, optionalText, requiredText, type FieldErrors } from './shared';
import { toAsciiDigits } from '@/lib/format/digits';

/**
 * A phone number as people write it: digits with spaces, dashes, dots or brackets among them and an
 * optional + ('(041) 720171', '+880 1711-000000', '(+880) 1711-000000'), beginning with a digit, a
 * bracket or the +, ending with a digit; 6 to 15 digits, 15 being the most any number has (E.164).
 * The spec asks only for a phone; this refuses what cannot be dialled.
 */
const PHONE = /^\(?\+?[\d(][\d ().-]*\d$/;
const PHONE_DIGITS = { min: 6, max: 15 };
/** Room for 15 digits and the separators people put between them. */
const PHONE_MAX_LENGTH = 30;

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** ASCII digits whichever the keyboard typed (a Bengali keyboard types ০-৯), and any run of spaces (a
 * pasted no-break space too) as one plain space. */
const normalPhone = (text: string) => toAsciiDigits(text).replace(/\s+/g, ' ');

/** The hard-copy prospectus request (spec section 5): name, address, phone and e-mail required. */
export const ProspectusSchema = v.object({
  name: requiredText('nameRequired', 100),
  address: requiredText('addressRequired', 300, { multiline: true }),
  phone: v.pipe(requiredText('phoneRequired', PHONE_MAX_LENGTH), v.transform(normalPhone), v.check(isPhoneNumber, 'phoneInvalid')),
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
