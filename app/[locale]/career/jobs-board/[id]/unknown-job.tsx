import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { StatusScreen } from '@/components/page/status-screen';

/**
 * No job has the id in the path (taken down, or never there): a page of its own, marked noindex,
 * for the reason given in department-details/[id]/unknown-department.tsx.
 */
export async function UnknownJob() {
  const t = await getTranslations('jobDetails');
  return (
    <StatusScreen title={t('noData')} description={t('goBack')}>
      <Link href={ROUTES.careerJobsBoard} className="button">
        {t('allJobs')}
      </Link>
    </StatusScreen>
  );
}
