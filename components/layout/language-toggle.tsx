'use client';

import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { readLanguageCookie, readStoredLanguage, storeLanguage } from '@/lib/i18n/language-choice';
import { switchLanguagePath } from '@/lib/i18n/paths';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { isModifiedClick } from '@/lib/ui/modified-click';
import styles from './language-toggle.module.css';

type Props = {
  /** The locale of the page being shown. */
  locale: Locale;
  /** The language the toggle switches to, and its label in that language. */
  target: Locale;
  label: string;
  /** What the link does, in the language it opens and in the page's ("View in English", "ইংরেজিতে দেখুন"). */
  description: { target: string; page: string };
};

/**
 * Shows the other language's label. A real link to the same page in the other language, carrying
 * the choice (`/bn/notice?language=bn`), which the server stores: it works before the page's
 * script has run, and without it. With the script, the click stores the choice and moves
 * to the page in the browser, keeping the query (a notice search, a page number).
 */
export function LanguageToggle({ locale, target, label, description }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const href = switchLanguagePath(pathname, target);

  // A page the proxy answers from another address (every unknown department id gets the page of
  // `unknown`) was rendered for that address, and React keeps the server's attributes when it
  // hydrates: the link would open the other language at `/department-details/unknown`.
  useLayoutEffect(() => {
    if (linkRef.current?.getAttribute('href') !== href) linkRef.current?.setAttribute('href', href);
  }, [href]);

  useEffect(() => {
    const stored = readStoredLanguage();
    const cookie = readLanguageCookie();
    // A choice made through the link alone (before this script ran) is in the cookie only.
    if (cookie) {
      if (stored !== cookie) storeLanguage(cookie);
      return;
    }
    // A choice kept in localStorage but missing its cookie (cleared or expired) is restored.
    if (!stored) return;
    storeLanguage(stored);
    // With the cookie back, the server itself sends this English address on to its Bengali page.
    if (stored !== locale && locale === defaultLocale) window.location.reload();
  }, [locale]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    storeLanguage(target);
    if (isModifiedClick(event)) return;
    event.preventDefault();
    router.push(pathname + window.location.search, { locale: target });
  }

  return (
    <a
      ref={linkRef}
      href={href}
      lang={target}
      hrefLang={target}
      className={styles.toggle}
      onClick={onClick}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {/* Named from its text, not aria-label: a screen reader reads each part in its own language's
          voice only from marked-up text. The name holds the visible label (WCAG 2.5.3). */}
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">
        {description.target} (<span lang={locale}>{description.page}</span>)
      </span>
    </a>
  );
}
