import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { localeOf, type Locale } from './routing';

export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default;
}

export default getRequestConfig(async ({ locale: explicit }) => {
  // The [locale] root param keeps pages static (no headers() read); route handlers pass the locale explicitly.
  const candidate = explicit ?? (await rootLocale());
  const locale = localeOf(candidate);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Asia/Dhaka',
  };
});
