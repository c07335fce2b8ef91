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
 * export; half of a UTF-16 pair, which the database would store as U+FFFD; noncharacters (U+FFFE,
 * U+FFFF, U+FDD0–U+FDEF and their twins in every plane), which Unicode keeps out of interchange;
 * and private-use characters (U+E000–U+F8FF, planes 15 and 16), which show as whatever a font puts
 * there, or as a box, and mean nothing to the office. The joiners U+200C and U+200D are Bengali
 * spelling and are kept.
 */
const UNTYPABLE = /[\u202a-\u202e\u2066-\u2069]|\p{Cs}|\p{Co}|\p{Noncharacter_Code_Point}/u;

/**
 * What shows nothing by itself: white space, control characters, the default-ignorable code
 * points (zero-width spaces, joiners and non-joiners, variation selectors, the byte-order mark,
 * direction marks, the soft hyphen, word joiners, Hangul fillers, tag characters) and the blank
 * braille pattern. They are kept inside a text (a joiner in Bengali, a variation selector after an
 * emoji), but a text of nothing else only looks empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** The characters (code points) a text shows: what is left without the invisible ones. */
export const visibleLength = (value: string): number => [...value.replace(INVISIBLE, '')].length;

/**
 * The one check of a text's content, in every form's schema: a text that shows nothing (only
 * zero-width spaces, a lone variation selector) gets `emptyKey` (a required field's own "required"
 * message, which names the field: to the visitor it is empty), and an empty text passes (the
 * required check, before it, has refused an empty required field).
 */
export const visibleText = (emptyKey: string) => v.check<string, string>((value) => value === '' || visibleLength(value) > 0, emptyKey);

/** No character from the list above, in a field whose own pattern does not already keep them out (the department's name). */
export const usableText = (key: string) => v.check<string, string>((value) => !UNTYPABLE.test(value), key);

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
  v.pipe(
    v.string('invalidType'),
    v.trim(),
    v.nonEmpty(requiredKey),
    visibleText(requiredKey),
    v.maxLength(max, options.maxKey ?? tooLongKey(max)),
    options.multiline ? multiLine : singleLine,
  );

/** A trimmed text field that may be empty, with a length cap; one that only looks empty is refused ('invisibleOnly'). */
export const optionalText = (max: number, options: { multiline?: boolean; maxKey?: string } = {}) =>
  v.optional(
    v.pipe(
      v.string('invalidType'),
      v.trim(),
      visibleText('invisibleOnly'),
      v.maxLength(max, options.maxKey ?? tooLongKey(max)),
      options.multiline ? multiLine : singleLine,
    ),
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
export const CONTACT_MESSAGE_KEYS = ['nameRequired', 'emailRequired', 'emailInvalid', 'messageRequired', 'tooLong', 'tooLongMax', 'invalidType', 'invalidCharacters', 'invisibleOnly'] as const;
export const NEWSLETTER_MESSAGE_KEYS = ['emailRequired', 'emailInvalid', 'tooLong', 'tooLongMax', 'invalidType'] as const;
