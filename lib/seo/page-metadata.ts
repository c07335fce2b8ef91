import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf, defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { institute } from '@/lib/content/institute';
import { localizedPath } from '@/lib/i18n/paths';
import { fnv1a } from '@/lib/format/hash';
import { localizeDigits } from '@/lib/format/digits';
import { cutText } from '@/lib/format/text';

/** Search results cut a description at about this many characters (a department's comes from the source). */
const META_DESCRIPTION_MAX = 160;

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** Canonical URL and hreflang alternates (en, bn, x-default) for one page. */
function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = localizedPath(path, l);
  languages['x-default'] = localizedPath(path, defaultLocale);
  return { canonical: localizedPath(path, locale), languages };
}

/** The social preview image of a page (app/api/og): the institute's name and the page's title. */
function ogImageFor(key: string, locale: Locale, alt: string) {
  // The title in the address too: a renamed department gets a new image URL, so no browser,
  // CDN or social site goes on showing the old one it cached.
  return { url: `/api/og/${locale}/${key}?v=${shortHash(alt)}`, width: 1200, height: 630, alt, type: 'image/png' };
}

/** 8 hex digits: enough to tell one title from the next. */
const shortHash = (text: string) => fnv1a(text).toString(16).padStart(8, '0');

/**
 * Title, description, canonical, alternates, Open Graph and Twitter tags of one page; `key` names
 * its social preview image (app/api/og).
 */
export function pageMetadataFrom(
  locale: Locale,
  { key, path, title, description: text }: { key: string; path: string; title: string; description: string },
): Metadata {
  const description = cutText(text, META_DESCRIPTION_MAX);
  // The home page is shared as the institute itself, not as a page called "Home".
  const shared = path === '/' ? institute.name[locale] : title;
  const image = ogImageFor(key, locale, shared);
  return {
    title: path === '/' ? { absolute: institute.name[locale] } : title,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      title: shared,
      description,
      siteName: institute.name[locale],
      locale: OG_LOCALE[locale],
      // The page in the other language, which Facebook offers to a reader of that language.
      alternateLocale: locales.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      type: 'website',
      url: localizedPath(path, locale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: shared, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * The metadata of a page whose texts live under `pages.{key}`. A list's later `page` is an address
 * of its own (`/notice?page=2`, lib/lists/prerendered-pages.ts), titled with its number.
 */
export async function pageMetadata(localeParam: string, key: string, path: string, page = 1): Promise<Metadata> {
  const locale = localeOf(localeParam);
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  if (page <= 1) return pageMetadataFrom(locale, { key, path, title: t('title'), description: t('description') });
  const tList = await getTranslations({ locale, namespace: 'listControls' });
  const title = tList('pageTitle', { title: t('title'), page: localizeDigits(String(page), locale) });
  return pageMetadataFrom(locale, { key, path: `${path}?page=${page}`, title, description: t('description') });
}

/**
 * The page of something the institute's data does not have (an unknown department or job, or a
 * list that could not be read): the page key's texts, noindex. `addressless`: the one page the
 * proxy answers every unknown id with, which is no address of its own, so it names none.
 */
export async function unlistedPageMetadata(localeParam: string, key: string, path: string, addressless: boolean): Promise<Metadata> {
  const base = await pageMetadata(localeParam, key, path);
  const own = addressless ? { alternates: null, openGraph: { ...base.openGraph, url: undefined } } : {};
  return { ...base, ...own, robots: { index: false } };
}
