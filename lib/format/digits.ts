import type { Locale } from '@/lib/i18n/routing';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const BENGALI_ZERO = 0x09e6;

/** The digits of a code or label in the page's digits: '53117' → '৫৩১১৭', '2020-21' → '২০২০-২১' in Bengali. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : text;
}

/** Bengali digits as ASCII digits, so '২০২৫' and '2025' compare equal. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
