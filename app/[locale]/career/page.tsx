import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Prose } from '@/components/content/content-block';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon, type IconName } from '@/components/content/icons';
import styles from '@/components/content/content.module.css';

/** The career group's pages, each with a short text and its link. */
const CARDS: readonly { key: string; route: RouteKey; icon: IconName }[] = [
  { key: 'placement', route: 'careerPlacementPortal', icon: 'briefcase' },
  { key: 'jobs', route: 'careerJobsBoard', icon: 'list' },
  { key: 'production', route: 'facilitiesProductionUnits', icon: 'gear' },
  { key: 'employers', route: 'programsPartnership', icon: 'link' },
];

async function Body({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.career' });
  return (
    <ContentLayout>
      <Prose paragraphs={[t('intro')]} />
      <ContentBlock id="career-services" title={t('cardsTitle')}>
        <InfoCardGrid columns={4}>
          {CARDS.map(({ key, route, icon }) => (
            <InfoCard
              key={key}
              title={t(`cards.${key}.title`)}
              icon={<ContentIcon name={icon} />}
              testId="career-card"
              action={
                <Link href={ROUTES[route]} className={styles.actionLink}>
                  {t(`cards.${key}.link`)}
                </Link>
              }
            >
              <p>{t(`cards.${key}.text`)}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('career', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
