import { localizeDigits } from './digits';
import type { Locale } from '@/lib/i18n/routing';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';

/**
 * A number in the page's digits (Bengali digits in Bengali), with the locale's grouping, by Intl:
 * for server components. Client islands use localNumber below.
 */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/**
 * A number as Intl.NumberFormat writes it for en-US and bn-BD ('125,000.5' / '১,২৫,০০০.৫'), without
 * Intl. The first Intl formatter a page creates loads ICU's data: 20 to 40 ms of main thread on
 * a fast machine, inside hydration when an island formats a number as it renders. Client islands
 * use this instead; tests/unit/number-format.test.ts holds it to Intl's output.
 *
 * Rounding is Intl's: half away from zero, on the number's shortest decimal form (1.005 → 1.01).
 */
export function localNumber(value: number, locale: Locale, maximumFractionDigits = 3): string {
  const text = String(Math.abs(value));
  // Beyond the site's numbers (1e21 and up, below 1e-6, NaN, Infinity): Intl itself.
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits }).format(value);
  }
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (fraction.length > maximumFractionDigits && fraction[maximumFractionDigits]! >= '5') digits = addOne(digits);
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = locale === 'bn' ? groupLakh(integer) : integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return localizeDigits(`${sign}${grouped}${decimals ? `.${decimals}` : ''}`, locale);
}

/** Bengali grouping: the last three digits, then twos (১২,৩৪,৫৬৭). */
function groupLakh(integer: string): string {
  if (integer.length <= 3) return integer;
  const head = integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${integer.slice(-3)}`;
}

/** '0999' → '1000': one more, in decimal digits of any length. */
function addOne(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry;
    out = String(sum % 10) + out;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${out}` : out;
}
