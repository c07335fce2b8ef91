import type { Locale } from '@/lib/i18n/routing';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';
import { INSTITUTE_TIME_ZONE } from '@/lib/site/time-zone';

/** A calendar date (YYYY-MM-DD) as a Date at noon in Dhaka, so no time zone can move it a day. */
function atDhakaNoon(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const value = new Date(`${date}T12:00:00+06:00`);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** The date's parts in the page's language, in Dhaka; none for a missing or unreadable date. */
function formatParts(date: string | null, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] {
  const value = date ? atDhakaNoon(date) : null;
  if (!value) return [];
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: INSTITUTE_TIME_ZONE, ...options }).formatToParts(value);
}

function format(date: string | null, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return formatParts(date, locale, options)
    .map((part) => part.value)
    .join('');
}

/**
 * 'Jan 5, 2025' (spec, notice cards). In Bengali the month is written in full, '৫ জানুয়ারি, ২০২৫', as
 * Bangladeshi print writes dates: CLDR's abbreviations (আগ, সেপ, অক্টো) are not read as months.
 * Empty for a missing or unreadable date.
 */
export function formatShortDate(date: string | null, locale: Locale): string {
  return format(date, locale, { month: locale === 'bn' ? 'long' : 'short', day: 'numeric', year: 'numeric' });
}

/** 'January 5, 2025' (spec: magazines' long US format); in Bengali '৫ জানুয়ারি, ২০২৫', as formatShortDate. */
export function formatLongDate(date: string | null, locale: Locale): string {
  return format(date, locale, { month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * Day number and month, for event badges: { day: '5', month: 'Jan' }. In Bengali the month is
 * written in full, as in formatShortDate (the longest, ফেব্রুয়ারি, is 59 px of the badge's 68).
 * Both are taken from one formatted date: a month formatted alone is CLDR's stand-alone form,
 * which can differ from the form used within a date.
 */
export function dayAndMonth(date: string | null, locale: Locale): { day: string; month: string } {
  const parts = formatParts(date, locale, { day: 'numeric', month: locale === 'bn' ? 'long' : 'short' });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month') };
}

/**
 * A moment as a date and time of day in Dhaka, in the page's language: 'December 6, 2026, 3:45 PM';
 * in Bengali the part of the day comes first, as Bangladeshi print writes it, '৬ ডিসেম্বর, ২০২৬, বিকাল ৩:৪৫'
 * (ICU's Bengali would write 'এ ৩:৪৫ PM'). For the printed admission receipt.
 */
export function formatDateTime(time: number, locale: Locale): string {
  const moment = new Date(time);
  const options = { timeZone: INSTITUTE_TIME_ZONE } as const;
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, day: 'numeric', month: 'long', year: 'numeric' }).format(moment);
  if (locale !== 'bn') {
    return `${date}, ${new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, hour: 'numeric', minute: '2-digit' }).format(moment)}`;
  }
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${date}, ${part('dayPeriod')} ${part('hour')}:${part('minute')}`;
}
