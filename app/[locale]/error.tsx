'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { StatusScreen } from '@/components/page/status-screen';

/** The generic error page of the spec: 'Oops, Something went wrong', Try Again, Go Home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errorPage');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen tone="error" title={t('title')} description={t('description')} footnote={t('errorId')}>
      <button type="button" className="button" onClick={() => retry()}>
        {t('tryAgain')}
      </button>
      <Link href="/" className="button button-outline">
        {t('goHome')}
      </Link>
    </StatusScreen>
  );
}
