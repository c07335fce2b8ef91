import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { getLabs } from '@/lib/institute/data';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { ReadFailure } from '@/components/lists/read-failure';
import { LabGrid } from '@/components/labs/lab-grid';
import styles from './lab-facilities.module.css';

type Props = PageProps<'/[locale]/facilities/lab-facilities'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'facilitiesLabs', ROUTES.facilitiesLabs);
}

/** The lab image grid; a failed read shows the generic error page (spec section 8). */
export default async function LabFacilitiesPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tLabs, labs] = await Promise.all([
    getTranslations('pages.facilitiesLabs'),
    getTranslations('labsPage'),
    getLabs(locale),
  ]);
  if (!labs.ok) return <ReadFailure />;
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="facilitiesLabs" />
      <div className={`container ${styles.body}`}>
        {labs.data.length === 0 ? (
          <NoticeText title={tLabs('empty')} />
        ) : (
          <LabGrid labs={labs.data} untitled={tLabs('untitled')} />
        )}
      </div>
    </>
  );
}
