import type { Locale } from '@/lib/i18n/routing';
import { fill } from '@/lib/i18n/fill';

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
