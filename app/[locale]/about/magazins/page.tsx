import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { getMagazines } from '@/lib/institute/data';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { ErrorBanner } from '@/components/lists/error-banner';
import { MagazineCard } from '@/components/magazines/magazine-card';
import cardGrid from '@/components/lists/card-grid.module.css';
import styles from './magazines.module.css';

type Props = PageProps<'/[locale]/about/magazins'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'aboutMagazines', ROUTES.aboutMagazines);
}

/** The institute's magazines, newest issue first, each opening its PDF in a new tab. */
export default async function MagazinesPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tMagazines, tCommon, tErrors, magazines] = await Promise.all([
    getTranslations('pages.aboutMagazines'),
    getTranslations('magazinesPage'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    getMagazines(locale),
  ]);
  const labels = {
    read: tMagazines('read'),
    opensInNewTab: tCommon('opensInNewTab'),
    unavailable: tMagazines('unavailable'),
  };
  const list = magazines.ok ? [...magazines.data].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')) : [];
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="aboutMagazines" />
      <div className={`container ${styles.body}`}>
        {!magazines.ok ? (
          <ErrorBanner title={tErrors('magazines')} hint={tMagazines('errorHint')} />
        ) : list.length === 0 ? (
          <NoticeText title={tMagazines('empty')} />
        ) : (
          <ul className={cardGrid.grid}>
            {list.map((magazine) => (
              <li key={magazine.id}>
                <MagazineCard magazine={magazine} locale={locale} labels={labels} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
