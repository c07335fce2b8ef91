import { getTranslations } from 'next-intl/server';
import type { ShowingTemplates } from '@/lib/lists/showing-line';
import type { PaginationLabels } from './pagination-nav';

/**
 * The pagination labels of the shared `listControls` namespace, with the landmark's name taken
 * from `navKey` (each list names its own pages: 'Notice pages', 'Job pages').
 */
export async function paginationLabels(navKey: string): Promise<PaginationLabels> {
  const [t, tNav] = await Promise.all([getTranslations('listControls'), getTranslations()]);
  return {
    nav: tNav(navKey),
    previous: t('previous'),
    next: t('next'),
    page: t.raw('page') as string,
  };
}

/** A list's count line in its forms (its namespace's `showing` and `showingOne`), raw: the island fills them in. */
export function showingTemplates(t: { raw: (key: 'showing' | 'showingOne') => unknown }): ShowingTemplates {
  return { many: t.raw('showing') as string, one: t.raw('showingOne') as string };
}

/** The same for a paged list, with the form for a page of one item (`showingSingle`). */
export function pagedShowingTemplates(t: { raw: (key: 'showing' | 'showingOne' | 'showingSingle') => unknown }): ShowingTemplates {
  return { ...showingTemplates(t), single: t.raw('showingSingle') as string };
}
