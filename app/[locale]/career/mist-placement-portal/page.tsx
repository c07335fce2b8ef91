import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { directoryOffice, institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon, type IconName } from '@/components/content/icons';
import { OfficeDetails } from '@/components/content/office-card';
import { officeLabels } from '@/components/content/office-labels';
import styles from '@/components/content/content.module.css';

/** Spec: six cards; the jobs board and the production unit link to their pages. */
const CARDS: readonly { key: string; icon: IconName; route?: RouteKey }[] = [
  { key: 'placementCell', icon: 'briefcase' },
  { key: 'counselling', icon: 'chat' },
  { key: 'record', icon: 'chart' },
  { key: 'jobsBoard', icon: 'list', route: 'careerJobsBoard' },
  { key: 'industryLinkage', icon: 'link' },
  { key: 'productionUnit', icon: 'gear', route: 'facilitiesProductionUnits' },
];

async function Body({ locale }: { locale: Locale }) {
  const [t, tUi, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'content.placement' }),
    getTranslations({ locale, namespace: 'content.ui' }),
    officeLabels(),
  ]);
  const partners = formatNumber(institute.facts.industryPartners, locale);
  const cell = directoryOffice('career');

  return (
    <ContentLayout>
      <Prose paragraphs={[t('intro')]} />
      <ContentBlock id="placement-services" title={t('cardsTitle')}>
        <InfoCardGrid>
          {CARDS.map(({ key, icon, route }) => (
            <InfoCard
              key={key}
              title={t(`cards.${key}.title`)}
              icon={<ContentIcon name={icon} />}
              testId="placement-card"
              action={
                route ? (
                  <Link href={ROUTES[route]} className={styles.actionLink}>
                    {t(`cards.${key}.link`)}
                  </Link>
                ) : null
              }
            >
              <p>{t(`cards.${key}.text`, { partners })}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
      <div className={styles.narrow}>
        <Panel title={tUi('officeTitle')}>
          <h3 className={styles.cardTitle}>{cell.name[locale]}</h3>
          <OfficeDetails office={cell} locale={locale} labels={labels} />
        </Panel>
      </div>
    </ContentLayout>
  );
}

const page = contentPage('careerPlacementPortal', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
