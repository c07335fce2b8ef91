'use client';

import { useEffect } from 'react';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { hasLanguageCookie, readStoredLanguage, storeLanguage } from '@/lib/i18n/language-choice';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import styles from './language-toggle.module.css';

type Props = {
  /** The locale of the page being shown. */
  locale: Locale;
  /** The language the toggle switches to, and its label in that language. */
  target: Locale;
  label: string;
  description: string;
};

/**
 * Shows the other language's label. A real link (it works before JavaScript loads);
 * the click stores the choice first, so the server answers in it from then on.
 */
export function LanguageToggle({ locale, target, label, description }: Props) {
  const pathname = usePathname();
  const router = useRouter();

  // A choice kept in localStorage but missing its cookie (cleared or expired) is restored.
  useEffect(() => {
    const stored = readStoredLanguage();
    if (!stored || hasLanguageCookie()) return;
    storeLanguage(stored);
    // With the cookie back, the server itself sends this English address on to its Bengali page.
    if (stored !== locale && locale === defaultLocale) window.location.reload();
  }, [locale]);

  return (
    <Link
      href={pathname}
      locale={target}
      // A prefetch made while the old choice's cookie was set would be answered with the
      // redirect back to that language; fetch only on click, after the new choice is stored.
      prefetch={false}
      lang={target}
      hrefLang={target}
      className={styles.toggle}
      aria-label={description}
      onClick={(event) => {
        storeLanguage(target);
        // Keep the query (a notice search, a page number) across the switch.
        if (window.location.search) {
          event.preventDefault();
          router.push(pathname + window.location.search, { locale: target });
        }
      }}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
