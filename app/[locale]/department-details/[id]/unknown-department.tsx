import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { StatusScreen } from '@/components/page/status-screen';

/**
 * No department has the id in the path: the spec's message. A page of its own, not not-found.tsx:
 * Next writes a notFound() page's HTML with an empty body (its content is in the RSC payload
 * only), so a visitor saw nothing until the page's script had run. It is marked noindex instead.
 */
export async function UnknownDepartment() {
  const t = await getTranslations('departmentDetails');
  return (
    <StatusScreen title={t('noData')} description={t('goBack')}>
      <Link href={ROUTES.programsDiploma} className="button">
        {t('allDepartments')}
      </Link>
    </StatusScreen>
  );
}
