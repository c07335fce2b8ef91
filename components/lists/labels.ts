import { getTranslations } from 'next-intl/server';
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
