/**
 * Message templates filled in client islands, which receive raw templates from the server rather
 * than translation functions. Kept free of server imports, so islands can use it.
 */
import type { Locale } from '@/lib/i18n/routing';
import { localNumber } from '@/lib/format/number';

/**
 * Fills `{name}` placeholders, and `{name, number}` (which next-intl needs to write a number in the
 * locale's digits in the same message on the server); numbers are written in the page's digits.
 */
export function fill(template: string, values: Record<string, string | number>, locale: Locale): string {
  return template.replace(/\{(\w+)(?:, ?number)?\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? localNumber(value, locale) : value;
  });
}
