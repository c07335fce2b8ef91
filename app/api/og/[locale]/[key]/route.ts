import { getTranslations } from 'next-intl/server';
import { renderOgImage } from '@/lib/seo/og-image';
import { institute } from '@/lib/content/institute';
import { getDepartment, getJob } from '@/lib/institute/data';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { siteUrl } from '@/lib/site/config';

/** Rendered previews, kept per process: a few dozen small PNGs, each with the title drawn in it. */
const rendered = new Map<string, { title: string; png: Buffer }>();

async function titleFor(key: string, locale: Locale): Promise<string | null> {
  // Own keys only: `in` would also accept names every object inherits (`constructor`).
  if (Object.hasOwn(ROUTES, key)) {
    const t = await getTranslations({ locale, namespace: `pages.${key as RouteKey}` });
    return key === 'home' ? institute.tagline[locale] : t('title');
  }
  if (key === 'search') return (await getTranslations({ locale, namespace: 'search' }))('title');
  // The page of a department or job that does not exist: "Department Details", "Job Details".
  if (key === 'departmentDetails' || key === 'jobDetails') return (await getTranslations({ locale, namespace: `pages.${key}` }))('title');
  // One address per image: department-01 is not department-1's (its page redirects there).
  const department = /^department-(0|[1-9]\d{0,8})$/.exec(key);
  if (department) {
    const result = await getDepartment(Number(department[1]), locale);
    return result.ok && result.data ? result.data.title : null;
  }
  const job = /^job-(0|[1-9]\d{0,8})$/.exec(key);
  if (job) {
    const result = await getJob(Number(job[1]), locale);
    return result.ok && result.data ? result.data.title : null;
  }
  return null;
}

/** GET /api/og/{locale}/{page key, 'search', 'departmentDetails', 'jobDetails', department-<id> or job-<id>}: the page's social preview image. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) {
  const { locale, key } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const title = await titleFor(key, locale);
  if (title === null) return new Response('Not found', { status: 404 });
  // Drawn again when the title has changed (a department renamed upstream), not served from before.
  const cacheKey = `${locale}:${key}`;
  const kept = rendered.get(cacheKey);
  let png = kept?.title === title ? kept.png : undefined;
  if (!png) {
    png = await renderOgImage({
      siteName: institute.name[locale],
      title,
      footer: `${new URL(siteUrl()).host} · ${institute.address.street[locale]}`,
    });
    rendered.set(cacheKey, { title, png });
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
