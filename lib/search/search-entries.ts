import { getTranslations } from 'next-intl/server';
import { NAV, ROUTES, type RouteKey } from '@/lib/site/routes';
import { SEARCHABLE_PAGES, TECHNOLOGY_PAGES, type SearchEntry, type TechnologyPage } from '@/lib/search/site-search';
import { localizedPath } from '@/lib/i18n/paths';
import { dataKeywords, type DataKeywords } from '@/lib/search/data-keywords';
import { otherLocale, type Locale } from '@/lib/i18n/routing';

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
 * The search list in the visitor's language. Each page is also found by its keywords and title in
 * the other language: many Bengali readers type "admission" or "fees" in English letters, and
 * Bengali words, in Bengali or in English letters ("vorti"), find the English pages too.
 * `fromData` gives the pages that list technologies their names (data-keywords.ts), matched after
 * everything else.
 */
export function buildSearchEntries(
  locale: Locale,
  t: { pages: Translate; nav: Translate; keywords: Translate; otherPages: Translate; otherKeywords: Translate },
  fromData: DataKeywords = {},
): SearchEntry[] {
  return SEARCHABLE_PAGES.map((key) => ({
    id: key,
    title: t.pages(`${key}.title`),
    description: t.pages(`${key}.description`),
    path: localizedPath(ROUTES[key], locale),
    category: categoryOf(key, t.nav),
    keywords: [
      ...new Set([...splitKeywords(t.keywords(key)), ...splitKeywords(t.otherKeywords(key)), t.otherPages(`${key}.title`)]),
    ],
    ...(isTechnologyPage(key) && fromData[key]?.length ? { technologies: fromData[key] } : {}),
  }));
}

/** The search list of one language, translated on the server (served by /api/search-index/{locale}). */
export async function searchEntries(locale: Locale): Promise<SearchEntry[]> {
  const other = otherLocale(locale);
  const [pages, nav, keywords, otherPages, otherKeywords, fromData] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'searchKeywords' }),
    getTranslations({ locale: other, namespace: 'pages' }),
    getTranslations({ locale: other, namespace: 'searchKeywords' }),
    dataKeywords(locale),
  ]);
  return buildSearchEntries(locale, { pages, nav, keywords, otherPages, otherKeywords }, fromData);
}
