import type { MetadataRoute } from 'next';
import { getDepartments } from '@/lib/institute/data';
import { isClosed } from '@/lib/lists/badges';
import { loadJobBoard } from '@/components/jobs/job-data';
import { localizedPath } from '@/lib/i18n/paths';
import { siteUrl } from '@/lib/site/config';
import { ROUTES, departmentDetailsPath, jobDetailsPath } from '@/lib/site/routes';
import { defaultLocale, locales } from '@/lib/i18n/routing';

/**
 * Every public page in both languages, each with its alternates, every department's page and the
 * page of every open job (a closed one is noindex, and leaves the map with it).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [departments, { today, jobs }] = await Promise.all([getDepartments(defaultLocale), loadJobBoard(defaultLocale)]);
  const paths = [
    ...Object.values(ROUTES),
    ...(departments.ok ? departments.data.map((d) => departmentDetailsPath(d.id)) : []),
    ...(jobs.ok ? jobs.data.flatMap((j) => (j.id === null || isClosed(j.deadline, today) ? [] : [jobDetailsPath(j.id)])) : []),
  ];
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(locales.map((l) => [l, `${base}${localizedPath(path, l)}`]));
    return locales.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      changeFrequency: path === ROUTES.notice || path === ROUTES.home ? ('daily' as const) : ('weekly' as const),
      priority: path === ROUTES.home ? 1 : path === ROUTES.admission ? 0.9 : 0.6,
      alternates: { languages: { ...languages, 'x-default': `${base}${localizedPath(path, defaultLocale)}` } },
    }));
  });
}
