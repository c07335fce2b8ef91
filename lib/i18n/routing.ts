import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Where the visitor's language choice is kept: localStorage (spec section 1) and a cookie of the same name, so the server can answer in it. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** The query parameter of the language toggle's link (`/bn/notice?language=bn`): following it is the choice. */
export const LANGUAGE_CHOICE_PARAM = 'language';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at the spec's paths, Bengali under /bn: both crawlable.
  localePrefix: 'as-needed',
  // A first-time visitor gets English whatever Accept-Language says (DESIGN.md section 4);
  // a returning visitor's choice is applied by proxy.ts from our own cookie.
  localeDetection: false,
  localeCookie: false,
  // The pages' <link rel="alternate"> tags (lib/seo/page-metadata.ts, from SITE_URL) are the one
  // source of hreflang: the middleware's Link header would be built from the request's Host.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The page's locale from its `[locale]` param (the proxy lets only known ones through). */
export function localeOf(param: unknown): Locale {
  return isLocale(param) ? param : defaultLocale;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'bn' : 'en';
}
