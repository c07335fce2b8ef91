/**
 * Number-only fields (mobile numbers, SSC roll, batch and registration): whatever the keyboard or
 * the clipboard sends, the field keeps only digits. Android keyboards often report no key in
 * keydown, so the cleaning happens on input, not on keystrokes.
 *
 * A digit too many is kept, not cut off: the length rule then says so ("must be exactly 11
 * digits"). Cut off, a mistyped number became a wrong number that passed.
 */
import { toAsciiDigits } from '@/lib/format/digits';

/** Only the digits of `text`, as ASCII digits. */
export function cleanDigits(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

export const MOBILE_LENGTH = 11;

/**
 * A Bangladesh mobile number as typed or pasted: '+880 1712-345678' → '01712345678'. The
 * country code 880 before a full local number is dropped to its trunk 0.
 */
export function cleanMobile(text: string): string {
  const digits = cleanDigits(text);
  return digits.length > MOBILE_LENGTH && digits.startsWith('880') ? digits.slice(2) : digits;
}

/**
 * A decimal number such as a GPA: digits and one point, at most `decimals` digits after it. A comma
 * is a point (some phone keyboards' decimal key): "4,50" dropped to "450" read as a GPA over 5.
 */
export function cleanDecimal(text: string, decimals = 2): string {
  const ascii = toAsciiDigits(text).replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = ascii.indexOf('.');
  if (point === -1) return ascii;
  const whole = ascii.slice(0, point);
  const fraction = ascii.slice(point + 1).replace(/\./g, '').slice(0, decimals);
  return `${whole}.${fraction}`;
}

/**
 * Rewrites an input's value with `clean`, keeping the caret after the same characters it was
 * after (a refused character does not throw the caret to the end). Returns the clean value.
 */
export function cleanInputValue(input: HTMLInputElement, clean: (text: string) => string): string {
  const raw = input.value;
  const next = clean(raw);
  if (next === raw) return next;
  const caret = input.selectionStart ?? raw.length;
  const before = clean(raw.slice(0, caret)).length;
  input.value = next;
  try {
    const at = Math.min(before, next.length);
    input.setSelectionRange(at, at);
  } catch {
    // Some input types have no selection; the value is what matters.
  }
  return next;
}
