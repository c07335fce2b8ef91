import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, locales } from '@/lib/i18n/routing';
import { institute } from '@/lib/content/institute';
import { siteUrl } from '@/lib/site/config';
import { TopBar } from '@/components/layout/top-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#1a7a6f',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const name = institute.name[locale];
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: t('titleTemplate', { institute: institute.shortName[locale] }), default: name },
    description: t('defaultDescription'),
    applicationName: institute.shortName[locale],
  };
}

/** Client islands get only the message namespaces they render themselves; the rest arrive as props. */
const CLIENT_NAMESPACES = ['errorPage', 'common'] as const;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (locale === 'bn') {
    preload('/fonts/noto-sans-bengali-wght.woff2', { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  const [messages, t] = await Promise.all([getMessages(), getTranslations('common')]);
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));

  return (
    <html lang={locale}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <TopBar />
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
