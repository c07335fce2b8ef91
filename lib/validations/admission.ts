import * as v from 'valibot';
import { fieldErrors, singleLine, usableText, visibleLength, visibleText, withDefaults, type FieldErrors } from './shared';
import { calendarDate } from '@/lib/format/calendar-date';
import { toAsciiDigits } from '@/lib/format/digits';
import { tooLongKey } from './error-key';

/** Spec section 3: the SSC boards the form offers. */
export const SSC_BOARDS = ['Dhaka', 'Chittagong', 'Rajshahi', 'Jessore', 'Sylhet', 'Barisal'] as const;

/** Spec section 5: 01, then 3-9, then 8 more digits. */
export const BD_MOBILE = /^01[3-9]\d{8}$/;
/** Spec section 5: 1990 to 2030, and its messages name both years. */
export const SSC_BATCH_MIN = 1990;
export const SSC_BATCH_MAX = 2030;
/** Spec section 5: the SSC roll is 6 digits, the batch 4, a registration number at most 15. */
export const SSC_ROLL_DIGITS = 6;
export const SSC_BATCH_DIGITS = 4;
export const SSC_REG_MAX_DIGITS = 15;
export const GPA_MIN = 1;
export const GPA_MAX = 5;
/** The stated admission rule, shown as a notice below it (DESIGN.md section 5); it does not block. */
export const GPA_RULE_MINIMUM = 2.5;
export const PHOTO_MAX_BYTES = 500 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** A passport photo needs no more on its longer side: the browser shrinks a large one to it, the server stores at most it. */
export const PHOTO_STORED_SIDE = 1_200;

/** A photo's type by its first bytes, never its name: the one judgement of the browser's check and the server's. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

const digitsOnly = /^\d*$/;

/**
 * Today in Dhaka as YYYY-MM-DD, for "not born in the future". Dhaka is UTC+6 all year (no summer
 * time), so no Intl is needed: the schema runs in the browser too.
 */
const dhakaToday = () => new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A Bangladesh mobile number; an empty value passes (the required field checks that first).
 * The length message comes before the pattern message (spec section 5).
 */
const mobile = v.pipe(
  v.string('invalidType'),
  v.trim(),
  v.check((value) => digitsOnly.test(value), 'mobilePattern'),
  v.check((value) => value === '' || value.length === 11, 'mobileLength'),
  v.check((value) => value === '' || BD_MOBILE.test(value), 'mobilePattern'),
);

/**
 * The admission form, in the spec's form field names. Every value is the text the visitor
 * typed; `toAdmissionPayload` turns valid values into what is sent.
 */
export const AdmissionFormSchema = v.object({
  studentName: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('studentNameRequired'),
    // Only zero-width spaces, a lone variation selector: it looks empty, so it is.
    visibleText('studentNameRequired'),
    // Characters that show, not UTF-16 units: two emoji are two characters, not four, and a
    // zero-width space is none.
    v.check((value) => value === '' || visibleLength(value) >= 3, 'studentNameMin'),
    v.maxLength(100, tooLongKey(100)),
    singleLine,
  ),
  guardianName: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('guardianNameRequired'),
    visibleText('guardianNameRequired'),
    v.maxLength(100, tooLongKey(100)),
    singleLine,
  ),
  birthDate: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string('birthDateInvalid'),
        v.isoDate('birthDateInvalid'),
        // isoDate checks the shape only: 2009-02-29 must not pass.
        v.check((value) => {
          const [y, m, d] = value.split('-').map(Number) as [number, number, number];
          return calendarDate(y, m, d) !== null;
        }, 'birthDateInvalid'),
        v.check((value) => value >= '1950-01-01' && value <= dhakaToday(), 'birthDateInvalid'),
      ),
    ], 'birthDateInvalid'),
    '',
  ),
  personalMobileNumber: v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('mobileRequired'), mobile),
  guardianMobileNumber: v.optional(mobile, ''),
  department: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('departmentRequired'),
    v.regex(/^[^|\u0000-\u001f\u007f]{1,120}\|\d{1,9}$/, 'departmentRequired'),
    usableText('departmentRequired'),
  ),
  // Typed as text (what a select holds), checked against the list.
  sscBoard: v.optional(
    v.pipe(
      v.string('sscBoardInvalid'),
      v.trim(),
      v.check((value) => value === '' || (SSC_BOARDS as readonly string[]).includes(value), 'sscBoardInvalid'),
    ),
    '',
  ),
  sscBoardRoll: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('rollRequired'),
    v.regex(digitsOnly, 'rollInvalid'),
    v.length(SSC_ROLL_DIGITS, 'rollLength'),
  ),
  sscBatch: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('batchRequired'),
    v.regex(digitsOnly, 'batchInvalid'),
    v.length(SSC_BATCH_DIGITS, 'batchLength'),
    v.check((value) => Number(value) >= SSC_BATCH_MIN, 'batchMin'),
    v.check((value) => Number(value) <= SSC_BATCH_MAX, 'batchMax'),
  ),
  sscRegistrationNumber: v.optional(
    v.pipe(v.string('regDigits'), v.trim(), v.regex(digitsOnly, 'regDigits'), v.maxLength(SSC_REG_MAX_DIGITS, 'regMax')),
    '',
  ),
  sscGPA: v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty('gpaRequired'),
    v.regex(/^\d+(\.\d+)?$/, 'gpaInvalid'),
    v.check((value) => !/\.\d{3,}$/.test(value), 'gpaStep'),
    v.check((value) => Number(value) >= GPA_MIN, 'gpaMin'),
    v.check((value) => Number(value) <= GPA_MAX, 'gpaMax'),
  ),
});

export type AdmissionFormValues = v.InferInput<typeof AdmissionFormSchema>;
export type AdmissionFormField = keyof AdmissionFormValues;

export const EMPTY_ADMISSION_FORM: Required<AdmissionFormValues> = {
  studentName: '',
  guardianName: '',
  birthDate: '',
  personalMobileNumber: '',
  guardianMobileNumber: '',
  department: '',
  sscBoard: '',
  sscBoardRoll: '',
  sscBatch: '',
  sscRegistrationNumber: '',
  sscGPA: '',
};

/** What is sent and stored (spec section 3): snake_case, the department split into name and id. */
export type AdmissionPayload = {
  student_name: string;
  department: string;
  department_id: number;
  birth_date: string | null;
  guardian_name: string;
  ssc_board: string | null;
  ssc_board_roll: string;
  ssc_Reg_number: string | null;
  ssc_gpa: number;
  ssc_batch_year: number;
  student_mobile_number: string;
  guardian_mobile_number: string | null;
  recaptcha_token: string;
};

/** Form field → payload field, for reporting a payload's errors by the names that were sent. */
export const PAYLOAD_FIELD: Record<AdmissionFormField, keyof AdmissionPayload> = {
  studentName: 'student_name',
  guardianName: 'guardian_name',
  birthDate: 'birth_date',
  personalMobileNumber: 'student_mobile_number',
  guardianMobileNumber: 'guardian_mobile_number',
  department: 'department_id',
  sscBoard: 'ssc_board',
  sscBoardRoll: 'ssc_board_roll',
  sscBatch: 'ssc_batch_year',
  sscRegistrationNumber: 'ssc_Reg_number',
  sscGPA: 'ssc_gpa',
};

export type AdmissionValidation =
  | { ok: true; values: v.InferOutput<typeof AdmissionFormSchema> }
  | { ok: false; errors: FieldErrors<AdmissionFormField> };

export function validateAdmissionForm(values: unknown): AdmissionValidation {
  const result = v.safeParse(AdmissionFormSchema, withDefaults(values, EMPTY_ADMISSION_FORM));
  return result.success ? { ok: true, values: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

/** The department as the form holds it (spec section 5): its name and its id, joined by a bar. */
export function departmentFormValue(name: string, id: number | string): string {
  return `${name}|${id}`;
}

/** A department form value split at its last bar: the name, and the id as written. */
export function splitDepartmentValue(value: string): { name: string; id: string } {
  const bar = value.lastIndexOf('|');
  return { name: value.slice(0, bar), id: value.slice(bar + 1) };
}

/** Valid form values and the human-check token as the payload of spec section 3. */
export function toAdmissionPayload(values: v.InferOutput<typeof AdmissionFormSchema>, token: string): AdmissionPayload {
  const department = splitDepartmentValue(values.department);
  return {
    student_name: values.studentName,
    department: department.name,
    department_id: Number(department.id),
    birth_date: values.birthDate || null,
    guardian_name: values.guardianName,
    ssc_board: values.sscBoard || null,
    ssc_board_roll: values.sscBoardRoll,
    ssc_Reg_number: values.sscRegistrationNumber || null,
    ssc_gpa: Math.round(Number(values.sscGPA) * 100) / 100,
    ssc_batch_year: Number(values.sscBatch),
    student_mobile_number: values.personalMobileNumber,
    guardian_mobile_number: values.guardianMobileNumber || null,
    recaptcha_token: token,
  };
}

const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value === null ? undefined : value;

/** A number field's text with Bengali digits as ASCII, as the browser form sends them (lib/forms/digits.ts). */
const asDigits = (value: unknown): unknown => {
  const text = asText(value);
  return typeof text === 'string' ? toAsciiDigits(text) : text;
};

/**
 * A payload that arrived at the server, back in form values, so the one schema checks it.
 * Numbers are accepted as numbers or digit strings, in ASCII or Bengali digits; anything else
 * fails the schema.
 */
export function payloadToFormValues(payload: Record<string, unknown>): Record<AdmissionFormField, unknown> {
  const department = payload.department;
  const id = asDigits(payload.department_id);
  return {
    studentName: payload.student_name,
    guardianName: payload.guardian_name,
    birthDate: asDigits(payload.birth_date),
    personalMobileNumber: asDigits(payload.student_mobile_number),
    guardianMobileNumber: asDigits(payload.guardian_mobile_number),
    department:
      typeof department === 'string' && typeof id === 'string'
        ? departmentFormValue(department, id)
        : department === undefined
          ? undefined
          : '',
    sscBoard: asText(payload.ssc_board),
    sscBoardRoll: asDigits(payload.ssc_board_roll),
    sscBatch: asDigits(payload.ssc_batch_year),
    sscRegistrationNumber: asDigits(payload.ssc_Reg_number),
    sscGPA: asDigits(payload.ssc_gpa),
  };
}
