/**
 * Money and percentages in the page's digits, for server pages and client islands alike (no
 * server-only imports): 'BDT 125,000' in English, '৳১,২৫,০০০' in Bengali (lakh grouping).
 */
type Locale = 'en' | 'bn';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

const amount = (value: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value);

export function formatMoney(value: number, locale: Locale): string {
  return locale === 'bn' ? `৳${amount(value, locale)}` : `BDT ${amount(value, locale)}`;
}

/** 30 → '30%' / '৩০%'. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
