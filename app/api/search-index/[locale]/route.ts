import { isLocale, locales } from '@/lib/i18n/routing';
import { searchEntries } from '@/lib/search/search-entries';

// Prerendered once per language. The list changes with the site's texts (a new build) and with the
// names of technologies it takes from the institute's data, whose cached reads renew it (data-keywords.ts).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * GET /api/search-index/{locale}: the pages the search overlay searches. Fetched when the
 * overlay first opens, so that pages do not carry the list in their HTML.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/search-index/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: 'Unknown language' }, { status: 404 });
  return Response.json(await searchEntries(locale));
}
