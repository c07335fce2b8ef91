import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon } from '@/components/content/icons';
import { ContactCta } from '@/components/content/contact-cta';
import styles from '@/components/content/content.module.css';

async function Body({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.workshops' });
  const items = t.raw('items') as { name: string; text: string }[];
  return (
    <ContentLayout
      aside={
        <>
          <Panel title={t('safetyTitle')}>
            <CheckList items={t.raw('safety') as string[]} />
          </Panel>
          <ContactCta />
        </>
      }
    >
      <ContentFigure src="/images/site/content/workshop.jpg" alt={t('imageAlt')} width={1200} height={750} eager />
      <Prose paragraphs={t.raw('intro') as string[]} />
      <ContentBlock id="workshops-list" title={t('listTitle')}>
        <InfoCardGrid>
          {items.map((entry) => (
            <InfoCard key={entry.name} title={entry.name} icon={<ContentIcon name="gear" />}>
              <p>{entry.text}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
        <p className={styles.actions}>
          <Link href={ROUTES.facilitiesLabs} className="button button-outline">
            {t('labsLink')}
          </Link>
        </p>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesWorkshops', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
