import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { InfoCard, InfoCardGrid } from '@/components/content/info-card';
import { ContentIcon, type IconName } from '@/components/content/icons';
import { ContactCta } from '@/components/content/contact-cta';

const AREA_ICONS: readonly IconName[] = ['star', 'gear', 'link'];

async function Body({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.research' });
  const areas = t.raw('areas') as { name: string; text: string }[];
  return (
    <ContentLayout aside={<ContactCta />}>
      <ContentFigure src="/images/site/content/research.jpg" alt={t('imageAlt')} width={1200} height={750} eager />
      <Prose paragraphs={t.raw('intro') as string[]} />
      <ContentBlock id="research-areas" title={t('areasTitle')}>
        <InfoCardGrid>
          {areas.map((area, i) => (
            <InfoCard key={area.name} title={area.name} icon={<ContentIcon name={AREA_ICONS[i % AREA_ICONS.length]!} />}>
              <p>{area.text}</p>
            </InfoCard>
          ))}
        </InfoCardGrid>
      </ContentBlock>
      <ContentBlock id="research-fair" title={t('fairTitle')}>
        <Prose paragraphs={[t('fair')]} />
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesResearch', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
