import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { StatusScreen } from '@/components/page/status-screen';

/** Reached only through notFound(); unknown paths are redirected home by proxy.ts. */
export default async function NotFound() {
  const t = await getTranslations('errorPage');
  return (
    <StatusScreen tone="error" title={t('title')} description={t('description')} footnote={t('errorId')}>
      <Link href="/" className="button">
        {t('goHome')}
      </Link>
    </StatusScreen>
  );
}
