import { LANGUAGE_CHOICE_PARAM, defaultLocale, isLocale, type Locale } from './routing';

/** The public path of `path` in `locale`: English at the spec's paths, Bengali under /bn. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  if (path === '/' || path === '') return `/${locale}`;
  return path.startsWith('/') ? `/${locale}${path}` : path;
}

/**
 * The language toggle's link: the page in `locale`, carrying the choice (`/bn/notice?language=bn`,
 * `/notice?language=en`). The proxy answers it by storing the choice and redirecting to the page's
 * own address, so the toggle works before (and without) the page's script; a plain `/bn/…` link,
 * shared or from a search engine, shows Bengali without changing the visitor's language.
 */
export function switchLanguagePath(path: string, locale: Locale): string {
  return `${localizedPath(path || '/', locale)}?${LANGUAGE_CHOICE_PARAM}=${locale}`;
}

/** Splits `/bn/notice` into `bn` and `/notice`; an unprefixed path is in the default language. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/$/, '') || '/', prefixed: true };
  return { locale: defaultLocale, path: pathname || '/', prefixed: false };
}

export type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };

/** An internal href in `locale`, with its query string; external and hash links pass through. */
export function localizeHref(href: Href, locale: Locale): string {
  if (typeof href === 'string') {
    if (!href.startsWith('/')) return href;
    const end = href.search(/[?#]/);
    const path = end === -1 ? href : href.slice(0, end);
    return `${localizedPath(path, locale)}${end === -1 ? '' : href.slice(end)}`;
  }
  const query = Object.entries(href.query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${localizedPath(href.pathname, locale)}${query ? `?${query}` : ''}`;
}
