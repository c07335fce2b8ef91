import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from './routing';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Stores the visitor's language: localStorage for the spec, a cookie so the server answers in it. */
export function storeLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function readStoredLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function hasLanguageCookie(): boolean {
  return document.cookie.split('; ').some((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
}
