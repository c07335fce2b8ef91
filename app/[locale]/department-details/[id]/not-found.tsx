import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { StatusScreen } from '@/components/page/status-screen';

/** No department has the id in the path: the spec's message, answered as a 404. */
export default async function DepartmentNotFound() {
  const t = await getTranslations('departmentDetails');
  return (
    <StatusScreen title={t('noData')} description={t('goBack')}>
      <Link href={ROUTES.programsDiploma} className="button">
        {t('allDepartments')}
      </Link>
    </StatusScreen>
  );
}
