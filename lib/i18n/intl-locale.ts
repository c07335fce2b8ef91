import type { Locale } from './routing';

/** ICU locale per site language: Bengali as written in Bangladesh (Bengali digits and month names). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };
