import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage } from '@/components/content/content-page';
import { TrainingPage } from '@/components/content/training-page';
import styles from '@/components/content/content.module.css';

async function Body({ locale }: { locale: Locale }) {
  const t = await getTranslations('content.governmentFunded');
  return (
    <TrainingPage
      kind="governmentFunded"
      locale={locale}
      officeId="admission"
      after={
        <p className={styles.actions}>
          <Link href={ROUTES.notice} className="button button-outline">
            {t('noticeLink')}
          </Link>
        </p>
      }
    />
  );
}

const page = contentPage('programsGovernmentFunded', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
