import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { StatusScreen } from '@/components/page/status-screen';
import { RetryButton } from './retry-button';

/**
 * The spec's generic error page in a page's place when its read failed (faculty, labs):
 * 'Oops, Something went wrong', Try Again, Go Home and the error id, with the read's own
 * message above when it has one ('Failed to fetch faculty members').
 */
export async function ReadFailure({ message }: { message?: string }) {
  const t = await getTranslations('errorPage');
  return (
    <StatusScreen tone="error" eyebrow={message} title={t('title')} description={t('description')} footnote={t('errorId')}>
      <RetryButton label={t('tryAgain')} />
      <Link href="/" className="button button-outline">
        {t('goHome')}
      </Link>
    </StatusScreen>
  );
}
