import { PAYLOAD_FIELD, type AdmissionFormField } from '@/lib/validations/admission';

/** The form's field for each field of the payload that the admission API's `errors` can name. */
const FORM_FIELD_OF_PAYLOAD: Record<string, AdmissionFormField> = Object.fromEntries([
  ...Object.entries(PAYLOAD_FIELD).map(([form, payload]) => [payload, form]),
  ['department', 'department'],
]);

/** What a refusal says of the form's fields: each field's message, and the photo's. */
export type AdmissionServerErrors = {
  /** By form field, in the order the server named them: the first message when two name the same field. */
  fields: Partial<Record<AdmissionFormField, string>>;
  /** The message on `student_photo`, or null. */
  photo: string | null;
};

/**
 * The field errors of an answer of the admission API, as the form shows them; null when the
 * answer has none to show (not a 400 or a 413, or no `errors` object). 413: the server names the
 * photo as what made the form too large.
 */
export function admissionServerErrors(status: number, errors: Record<string, string> | undefined): AdmissionServerErrors | null {
  if ((status !== 400 && status !== 413) || !errors) return null;
  const fields: Partial<Record<AdmissionFormField, string>> = {};
  let photo: string | null = null;
  for (const [payloadField, message] of Object.entries(errors)) {
    if (payloadField === 'student_photo') photo = message;
    // Own keys only: an answer naming `constructor` names no field.
    const field = Object.hasOwn(FORM_FIELD_OF_PAYLOAD, payloadField) ? FORM_FIELD_OF_PAYLOAD[payloadField] : undefined;
    if (field && fields[field] === undefined) fields[field] = message;
  }
  return { fields, photo };
}

