import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Prose } from '@/components/content/content-block';
import { InfoCardGrid } from '@/components/content/info-card';
import { OfficeCard } from '@/components/content/office-card';
import { officeLabels } from '@/components/content/office-labels';

/** Spec: six contact cards, one per office, from the institute's content file. */
async function Body({ locale }: { locale: Locale }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'content.directory' }), officeLabels()]);
  return (
    <ContentLayout>
      <Prose paragraphs={[t('intro')]} />
      <ContentBlock id="directory-offices" title={t('listTitle')} hideTitle>
        <InfoCardGrid>
          {institute.directory.map((office) => (
            <OfficeCard key={office.id} office={office} locale={locale} labels={labels} />
          ))}
        </InfoCardGrid>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('contactDirectory', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
