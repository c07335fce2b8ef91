import { getTranslations } from 'next-intl/server';
import { NAV, ROUTES, type RouteKey } from '@/lib/site/routes';
import { SEARCHABLE_PAGES, TECHNOLOGY_PAGES, type SearchEntry, type TechnologyPage } from '@/lib/search/site-search';
import { localizedPath } from '@/lib/i18n/paths';
import { dataKeywords, type DataKeywords } from '@/lib/search/data-keywords';
import type { Locale } from '@/lib/i18n/routing';

type Translate = (key: string) => string;

/** The menu group a page sits in names its search category ("Admission", "Facilities"…). */
function categoryOf(key: RouteKey, tNav: Translate): string {
  for (const entry of NAV) {
    if (entry.kind === 'link' && entry.key === key) return tNav(`items.${key}`);
    if (entry.kind === 'group' && entry.items.includes(key)) return tNav(`groups.${entry.key}`);
  }
  return tNav('items.home');
}

const isTechnologyPage = (key: RouteKey): key is TechnologyPage => (TECHNOLOGY_PAGES as readonly RouteKey[]).includes(key);

const splitKeywords = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The search list in the visitor's language. English keywords are added to the Bengali list:
 * many Bengali readers type "admission" or "fees" in English letters. `fromData` gives the pages
 * that list technologies their names (data-keywords.ts), matched after everything else.
 */
export function buildSearchEntries(
  locale: Locale,
  t: { pages: Translate; nav: Translate; keywords: Translate; englishKeywords: Translate },
  fromData: DataKeywords = {},
): SearchEntry[] {
  return SEARCHABLE_PAGES.map((key) => ({
    id: key,
    title: t.pages(`${key}.title`),
    description: t.pages(`${key}.description`),
    path: localizedPath(ROUTES[key], locale),
    category: categoryOf(key, t.nav),
    keywords: [
      ...splitKeywords(t.keywords(key)),
      ...(locale === 'en' ? [] : splitKeywords(t.englishKeywords(key))),
    ],
    ...(isTechnologyPage(key) && fromData[key]?.length ? { technologies: fromData[key] } : {}),
  }));
}

/** The search list of one language, translated on the server (served by /api/search-index/{locale}). */
export async function searchEntries(locale: Locale): Promise<SearchEntry[]> {
  const [pages, nav, keywords, englishKeywords, fromData] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'searchKeywords' }),
    getTranslations({ locale: 'en', namespace: 'searchKeywords' }),
    dataKeywords(locale),
  ]);
  return buildSearchEntries(locale, { pages, nav, keywords, englishKeywords }, fromData);
}
