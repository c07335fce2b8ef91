import * as v from 'valibot';
import { tooLongKey } from './error-key';

/**
 * Validation messages are keys under `validation.` in messages/{en,bn}.json, so the browser and
 * the server show the same text in the visitor's language.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first issue per field, as message keys, from a failed safeParse. */
export function fieldErrors<Field extends string>(issues: v.BaseIssue<unknown>[]): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) as Field | null;
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Characters no visitor types, refused in every text field: bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a name read differently in the office's list and
 * export, and half of a UTF-16 pair, which the database would store as U+FFFD. The joiners
 * U+200C and U+200D are Bengali spelling and are kept.
 */
const UNTYPABLE = /[\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/** No control characters in a one-line field (names, e-mail, phone): they only ever come from a bot or a paste gone wrong. */
export const singleLine = v.check<string, string>((value) => !/[\u0000-\u001f\u007f]/.test(value) && !UNTYPABLE.test(value), 'invalidCharacters');

/** Line breaks and tabs are fine in a message; other control characters are not. */
export const multiLine = v.check<string, string>(
  (value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value) && !UNTYPABLE.test(value),
  'invalidCharacters',
);

/**
 * A trimmed text field that must not be empty, with a length cap. A missing field is checked as
 * empty (withDefaults), so only a value of another type (a number, an object) is 'invalidType'.
 */
export const requiredText = (requiredKey: string, max: number, options: { multiline?: boolean; maxKey?: string } = {}) =>
  v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty(requiredKey), v.maxLength(max, options.maxKey ?? tooLongKey(max)), options.multiline ? multiLine : singleLine);

/** A trimmed text field that may be empty, with a length cap. */
export const optionalText = (max: number, options: { multiline?: boolean; maxKey?: string } = {}) =>
  v.optional(
    v.pipe(v.string('invalidType'), v.trim(), v.maxLength(max, options.maxKey ?? tooLongKey(max)), options.multiline ? multiLine : singleLine),
    '',
  );

export const EMAIL_MAX = 254;

export const email = (requiredKey = 'emailRequired') =>
  v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty(requiredKey),
    v.maxLength(EMAIL_MAX, tooLongKey(EMAIL_MAX)),
    v.email('emailInvalid'),
  );

/**
 * The submitted object with every field of `empty` present: a missing field is checked as an empty
 * one, so it gets its own "required" message. Anything but a plain object counts as all empty.
 */
export function withDefaults<T extends Record<string, string>>(values: unknown, empty: T): Record<keyof T, unknown> {
  const source = values !== null && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const out = {} as Record<keyof T, unknown>;
  for (const key of Object.keys(empty) as (keyof T)[]) {
    const value = source[key as string];
    out[key] = value === undefined || value === null ? empty[key] : value;
  }
  return out;
}

/** The texts of the given message keys only: a form on every page should not carry them all. */
export function pickMessages(all: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]!]));
}

/** The message keys each simple form can show. */
export const CONTACT_MESSAGE_KEYS = ['nameRequired', 'emailRequired', 'emailInvalid', 'messageRequired', 'tooLong', 'tooLongMax', 'invalidType', 'invalidCharacters'] as const;
export const NEWSLETTER_MESSAGE_KEYS = ['emailRequired', 'emailInvalid', 'tooLong', 'tooLongMax', 'invalidType'] as const;
