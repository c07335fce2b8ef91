import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { buildSearchEntries } from '@/lib/search/search-entries';
import { searchPages, suggestQuery } from '@/lib/search/site-search';
import type { Locale } from '@/lib/i18n/routing';

jest.mock('@/lib/institute/data', () => ({}));
jest.mock('next-intl/server', () => ({}));
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

type Tree = { [key: string]: string | Tree };
const MESSAGES = { en, bn } as unknown as Record<Locale, Tree>;

/** A translator over one namespace of the real message files, as getTranslations gives it. */
const translate = (locale: Locale, namespace: string) => (key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, MESSAGES[locale][namespace]!) as string;

/** The search list of each language, built from the site's own texts, as /api/search-index serves it. */
function entriesOf(locale: Locale) {
  const other: Locale = locale === 'en' ? 'bn' : 'en';
  return buildSearchEntries(locale, {
    pages: translate(locale, 'pages'),
    nav: translate(locale, 'nav'),
    keywords: translate(locale, 'searchKeywords'),
    otherPages: translate(other, 'pages'),
    otherKeywords: translate(other, 'searchKeywords'),
  });
}

const LISTS = { en: entriesOf('en'), bn: entriesOf('bn') };
const first = (locale: Locale, query: string) => searchPages(LISTS[locale], query)[0];

describe.each(['en', 'bn'] as const)('the site search in %s, with typing slips', (locale) => {
  it.each([
    ['admision', 'admission'],
    ['scholarshp', 'admissionScholarship'],
    ['ভর্তী', 'admission'],
    ['vorti', 'admission'],
  ])('finds the page meant by the issue’s "%s" first', (query, page) => {
    const found = first(locale, query);
    expect(found?.id).toBe(page);
    // In the visitor's language.
    expect(found?.path.startsWith('/bn/')).toBe(locale === 'bn');
    expect(found?.title).toBe(translate(locale, 'pages')(`${page}.title`));
  });

  it.each([
    ['bhorti', 'admission'],
    ['phorm', 'admission'],
    ['britti', 'admissionScholarship'],
    ['bitti', 'admissionScholarship'],
    ['beton', 'admissionTuitionFees'],
    ['fi', 'admissionTuitionFees'],
    ['notish', 'notice'],
    ['jogajog', 'contact'],
    ['chakri', 'career'],
    ['tution fees', 'admissionTuitionFees'],
    ['লাইব্রেরী', 'facilitiesLibrary'],
    ['যোগাজোগ', 'contact'],
    ['hostle', 'facilitiesHostel'],
  ])('finds "%s" (Banglish, English or Bengali with a slip) on %s', (query, page) => {
    expect(searchPages(LISTS[locale], query).map((entry) => entry.id)).toContain(page);
  });

  it('finds the same pages with Bengali and Latin digits', () => {
    expect(searchPages(LISTS[locale], '২০২৫')).toEqual(searchPages(LISTS[locale], '2025'));
    expect(first(locale, '২০২৫')?.id).toBe('admissionProspectus');
  });

  it('keeps exact matches as they were: "library" finds the library alone', () => {
    expect(searchPages(LISTS[locale], 'library').map((entry) => entry.id)).toEqual(['facilitiesLibrary']);
  });

  it('offers "vorti" for "vortee", which finds nothing, and "vorti" finds the admission form', () => {
    expect(searchPages(LISTS[locale], 'vortee')).toEqual([]);
    expect(suggestQuery(LISTS[locale], 'vortee')).toBe('vorti');
    expect(suggestQuery(LISTS[locale], 'zzqx')).toBe(null);
  });
});
