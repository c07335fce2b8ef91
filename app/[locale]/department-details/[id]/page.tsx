import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES, departmentDetailsPath } from '@/lib/site/routes';
import { StatusScreen } from '@/components/page/status-screen';

/** Ids not known at build time render on request (blocking) rather than from a fallback shell. */
export const instant = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/department-details/[id]'>) {
  const { locale, id } = await params;
  return pageMetadata(locale, 'departmentDetails', departmentDetailsPath(id));
}

export default async function DepartmentDetailsPage({ params }: PageProps<'/[locale]/department-details/[id]'>) {
  await params;
  const t = await getTranslations('departmentDetails');
  // Department data arrives with the institute API (issue 2/7); until a department matches, say so.
  return (
    <StatusScreen title={t('noData')} description={t('goBack')}>
      <Link href={ROUTES.programsDiploma} className="button">
        {t('allDepartments')}
      </Link>
    </StatusScreen>
  );
}
