import type { Locale } from '@/lib/i18n/routing';
import { fill } from '@/lib/i18n/fill';

/**
 * A field error is a message key under `validation.` (see shared.ts). A length cap's key also
 * carries the cap after a colon ('tooLong:100'), so its text (`tooLongMax`) can say how long the
 * field may be: the browser and the server fill the same `{max}` from it. A bare 'tooLong' still
 * has its own text, without the number.
 */
export const tooLongKey = (max: number) => `tooLong:${max}`;

/** 'tooLong:100' → { key: 'tooLongMax', values: { max: 100 } }; any other key as it is. */
export function parseErrorKey(error: string): { key: string; values: Record<string, number> } {
  const match = /^tooLong:(\d+)$/.exec(error);
  return match ? { key: 'tooLongMax', values: { max: Number(match[1]) } } : { key: error, values: {} };
}

/**
 * The text of a field error in a client island, from the form's `validation` messages. The server's
 * answers already hold texts, which have no message of their own and are shown as they are.
 */
export function errorText(error: string, messages: Record<string, string>, locale: Locale): string {
  const { key, values } = parseErrorKey(error);
  const template = messages[key];
  return template === undefined ? error : fill(template, values, locale);
}
