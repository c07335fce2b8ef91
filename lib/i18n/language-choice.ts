import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from './routing';

/** Stores the visitor's language: localStorage for the spec, a cookie so the server answers in it. */
export function storeLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export function readStoredLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language the cookie holds, or null when there is none (or it holds something else). */
export function readLanguageCookie(): Locale | null {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}
