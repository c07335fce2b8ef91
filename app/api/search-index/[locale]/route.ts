import { isLocale, locales } from '@/lib/i18n/routing';
import { searchEntries } from '@/lib/search/search-entries';

// Prerendered once per language. The list changes with the site's texts (a new build) and with the
// technologies' names it takes from the institute's data (data-keywords.ts): those reads' cache
// lifetimes and tags (lib/institute/data.ts) renew it, hourly and on POST /api/revalidate.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * GET /api/search-index/{locale}: the pages the search overlay searches. Fetched when the
 * overlay first opens, so that pages do not carry the list in their HTML. GET alone: a route that
 * exports another method is not prerendered, so proxy.ts answers the others (405).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/search-index/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: 'Unknown language' }, { status: 404 });
  return Response.json(await searchEntries(locale));
}
