import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { StatusScreen } from '@/components/page/status-screen';
import { Breadcrumbs } from '@/components/page/breadcrumbs';

export async function generateMetadata({ params }: PageProps<'/[locale]/facilities/elearning-portal'>) {
  const { locale } = await params;
  return pageMetadata(locale, 'facilitiesElearning', ROUTES.facilitiesElearning);
}

/** Spec: the e-learning portal shows the maintenance page. */
export default async function ElearningPortalPage() {
  const [t, tPage, tCommon] = await Promise.all([
    getTranslations('maintenance'),
    getTranslations('pages.facilitiesElearning'),
    getTranslations('common'),
  ]);
  return (
    <StatusScreen
      breadcrumbs={<Breadcrumbs route="facilitiesElearning" title={tPage('title')} onLight />}
      eyebrow={tPage('title')}
      title={t('title')}
      description={t('description')}
    >
      <Link href="/" className="button">
        {tCommon('goHome')}
      </Link>
    </StatusScreen>
  );
}
