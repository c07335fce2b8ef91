// What the service worker (service-worker/sw.ts) and the page share about saved copies of pages
// (decision 0016). Plain functions: the worker bundles them, Jest tests them.
import { splitLocale } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { OFFLINE_PATH, isKnownPath } from '@/lib/site/routes';

/** The Cache Storage cache holding the pages' last copies, network first. */
export const PAGES_CACHE = 'pages';
/** The header the worker adds to a stored copy: when it was saved (ms since the epoch). */
export const SAVED_AT_HEADER = 'x-saved-at';
/**
 * The marker the worker writes into a copy it serves instead of the network's answer. Only that
 * visitor's response carries it, never the shared prerendered page; `OfflineNote` reads it.
 */
export const SAVED_AT_META = 'offline-copy-saved-at';

/** The HTML of a stored copy with the marker saying when it was saved, placed before `</head>`. */
export function markSavedCopy(html: string, savedAt: number): string {
  const marker = `<meta name="${SAVED_AT_META}" content="${Math.trunc(savedAt)}">`;
  const end = html.indexOf('</head>');
  return end === -1 ? marker + html : html.slice(0, end) + marker + html.slice(end);
}

/** When the copy shown was saved, from its marker; null for a page from the network. */
export function savedAtOf(doc: Pick<Document, 'querySelector'>): number | null {
  const value = Number(doc.querySelector(`meta[name="${SAVED_AT_META}"]`)?.getAttribute('content'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether a same-origin address is one of the site's pages, which the worker keeps network first.
 * Not the language toggle's `?language=` links (they set the language cookie), not the offline
 * page itself (precached), not files, API routes or the embedded API.
 */
export function isPageAddress(url: URL): boolean {
  if (url.searchParams.has('language')) return false;
  const { path } = splitLocale(url.pathname);
  return path !== OFFLINE_PATH && isKnownPath(path);
}

/** The offline page in the language of the address asked for: Bengali under /bn, else English. */
export function offlinePageFor(pathname: string): string {
  return splitLocale(pathname).locale === 'bn' ? `/bn${OFFLINE_PATH}` : OFFLINE_PATH;
}

/** The language of a saved page's address. */
export function localeOfAddress(url: string): Locale {
  return splitLocale(new URL(url, 'http://localhost').pathname).locale;
}
