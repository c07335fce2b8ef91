import { getTranslations } from 'next-intl/server';
import { directoryOffice } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { OfficeDetails } from '@/components/content/office-card';
import { officeLabels } from '@/components/content/office-labels';
import styles from '@/components/content/content.module.css';

async function Body({ locale }: { locale: Locale }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'content.productionUnits' }), officeLabels()]);
  const cell = directoryOffice('career');
  return (
    <ContentLayout
      aside={
        <Panel title={t('ordersTitle')}>
          <p>{t('orders')}</p>
          <h3 className={styles.cardTitle}>{cell.name[locale]}</h3>
          <OfficeDetails office={cell} locale={locale} labels={labels} />
        </Panel>
      }
    >
      <ContentFigure src="/images/site/content/production-unit.jpg" alt={t('imageAlt')} width={1200} height={750} eager />
      <Prose paragraphs={t.raw('intro') as string[]} />
      <ContentBlock id="production-list" title={t('listTitle')}>
        <CheckList items={t.raw('items') as string[]} />
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesProductionUnits', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
