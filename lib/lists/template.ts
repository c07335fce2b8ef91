/**
 * Text helpers for client islands, which receive raw message templates from the server rather
 * than translation functions. Kept free of server imports (lib/format/date.ts pulls in
 * next/cache through lib/site/clock.ts), so islands can use them.
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

/**
 * A list's count line in its forms: 'Showing {from}-{to} of {total} notices', 'Showing 1 notice'
 * and, for a paged list whose page holds one item, 'Showing notice {from} of {total}'.
 */
export type ShowingTemplates = { many: string; one: string; single?: string };

/** The count line: not 'Showing 1-1 of 1 notices', nor 'Showing 21-21 of 21 notices'. */
export function showingLine(templates: ShowingTemplates, values: Record<string, number> & { total: number }, locale: Locale): string {
  if (values.total === 1) return fill(templates.one, values, locale);
  const singleOnPage = values.from !== undefined && values.from === values.to;
  return fill(singleOnPage && templates.single ? templates.single : templates.many, values, locale);
}
