import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { isLocale, locales } from '@/lib/i18n/routing';
import { institute } from '@/lib/content/institute';
import { siteUrl } from '@/lib/site/config';
import { THEME_COLOR } from '@/lib/site/theme';
import { manifestPath } from '@/lib/seo/web-manifest';
import { TopBar } from '@/components/layout/top-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { RouteFocus } from '@/components/layout/route-focus';
import { OfflineNote } from '@/components/offline/offline-note';
import { MAIN_CONTENT_ID } from '@/lib/ui/main-content';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
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
    // Every page's title, then the institute's short name: the same format in both languages.
    title: { template: `%s | ${institute.shortName[locale]}`, default: name },
    description: t('defaultDescription'),
    applicationName: institute.shortName[locale],
    // The home-screen name and start page in the page's language.
    manifest: manifestPath(locale),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, tError, tOffline] = await Promise.all([getTranslations('common'), getTranslations('errorPage'), getTranslations('offline')]);

  return (
    <html lang={locale}>
      <body>
        <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Why a form's button stays disabled: the forms send with script (decision 0009). */}
        <noscript>
          <p className="noscript-note">{t('noScript')}</p>
        </noscript>
        {/* Client islands get their texts as props; the error boundary, which gets none, reads these. */}
        <div
          hidden
          id="error-page-texts"
          data-title={tError('title')}
          data-description={tError('description')}
          data-try-again={tError('tryAgain')}
          data-go-home={tError('goHome')}
          data-error-id={tError('errorId')}
        />
        <LocaleProvider locale={locale}>
          <NavigationProgress />
          <TopBar />
          <SiteHeader />
          {/* The service worker, and the note on a copy of the page saved on the device (decision 0016). */}
          <OfflineNote
            texts={{
              savedCopy: tOffline('savedCopy', { when: '{when}' }),
              pendingApplication: tOffline('pendingApplication'),
              pendingContact: tOffline('pendingContact'),
              pendingProspectus: tOffline('pendingProspectus'),
              pendingSendsItself: tOffline('pendingSendsItself'),
              sentApplication: tOffline('sentApplication', { reference: '{reference}' }),
              sentApplicationNoReference: tOffline('sentApplicationNoReference'),
              sentContact: tOffline('sentContact'),
              sentProspectus: tOffline('sentProspectus'),
              refused: tOffline('refused', { message: '{message}' }),
              seeReceipt: tOffline('seeReceipt'),
              openAdmission: tOffline('openAdmission'),
              openContact: tOffline('openContact'),
              openProspectus: tOffline('openProspectus'),
            }}
          />
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <RouteFocus />
        </LocaleProvider>
      </body>
    </html>
  );
}
