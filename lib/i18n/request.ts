import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { localeOf } from './routing';
import { loadMessages } from './messages';

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
