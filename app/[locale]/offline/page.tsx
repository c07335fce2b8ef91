import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/routing';
import { PageIntro } from '@/components/page/page-intro';
import { SavedPages } from '@/components/offline/saved-pages';
import styles from './offline.module.css';

type Props = PageProps<'/[locale]/offline'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows, inside the site's layout, for a page not saved on this device
 * while the network fails (decision 0016): precached in both languages, served at the address asked
 * for. The saved pages are listed in the browser, from the worker's cache.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <div className={`container ${styles.page}`}>
        <SavedPages texts={{ heading: t('savedHeading'), none: t('noneSaved'), tryAgain: t('tryAgain') }} />
      </div>
    </>
  );
}
