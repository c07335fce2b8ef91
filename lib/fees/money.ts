/**
 * Money and percentages in the page's digits, for server pages and client islands alike (no
 * server-only imports): 'BDT 125,000' in English, '৳১,২৫,০০০' in Bengali (lakh grouping).
 */
import { localNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';

const amount = (value: number, locale: Locale) => localNumber(value, locale, 2);

export function formatMoney(value: number, locale: Locale): string {
  return locale === 'bn' ? `৳${amount(value, locale)}` : `BDT ${amount(value, locale)}`;
}

/** 30 → '30%' / '৩০%'. */
export function formatPercent(percent: number, locale: Locale): string {
  return `${localNumber(percent, locale, 2)}%`;
}
