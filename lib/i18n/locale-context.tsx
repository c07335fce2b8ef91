'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, type Locale } from './routing';

const LocaleContext = createContext<Locale>(defaultLocale);

/** Gives client components the page's language, without shipping next-intl's formatter to the browser. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
