import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { HoursList } from '@/components/content/hours-list';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import styles from '@/components/content/content.module.css';

const FEATURES = ['classrooms', 'labs', 'library', 'prayer', 'canteen', 'common'] as const;

async function Body({ locale }: { locale: Locale }) {
  const [t, tUi, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'content.campus' }),
    getTranslations({ locale, namespace: 'content.ui' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const values = { labs: formatNumber(institute.facts.labs, locale), seats: formatNumber(institute.library.seats, locale) };
  return (
    <ContentLayout
      aside={
        <Panel title={t('visitTitle')}>
          <p>{t('visit')}</p>
          <address className={styles.address}>
            <span className={styles.lineLabel}>{tUi('address')}</span>
            {institute.address.full[locale]}
          </address>
          <h3 className={`${styles.cardTitle} ${styles.spaced}`}>{tUi('hoursTitle')}</h3>
          <div className={styles.spacedSmall}>
            <HoursList rows={institute.officeHours} locale={locale} label={tUi('hoursTitle')} />
          </div>
          <p className={`${styles.actions} ${styles.spaced}`}>
            <Link href={ROUTES.contactMaps} className="button">
              {tPages('contactMaps.title')}
            </Link>
          </p>
        </Panel>
      }
    >
      <ContentFigure src="/images/site/hero-campus.jpg" alt={t('imageAlt')} width={1600} height={1000} eager />
      <Prose paragraphs={[t('intro')]} />
      <ContentBlock id="campus-features" title={t('featuresTitle')}>
        <InfoCardGrid>
          {FEATURES.map((key) => (
            <InfoCard key={key} title={t(`features.${key}.name`)}>
              <p>{t(`features.${key}.text`, values)}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesCampus', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
