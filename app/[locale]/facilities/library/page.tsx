import { getTranslations } from 'next-intl/server';
import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import { ADDITIONAL_COSTS } from '@/lib/fees/costs';
import { formatMoney } from '@/lib/fees/money';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { CheckList, ContentBlock, Panel, Prose } from '@/components/content/content-block';
import { ContentFigure } from '@/components/content/content-figure';
import { FactList } from '@/components/content/fact-list';
import { HoursList } from '@/components/content/hours-list';

/** The loan period; the refundable deposit (spec section 9) is the fee list's, as the fees page says it. */
const LOAN_DAYS = 14;

/** The library: its picture, its figures (spec section 9), reading room hours and borrowing rules. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tFacts] = await Promise.all([
    getTranslations({ locale, namespace: 'content.library' }),
    getTranslations({ locale, namespace: 'content.facts' }),
  ]);
  const n = (value: number) => formatNumber(value, locale);
  return (
    <ContentLayout
      aside={
        <Panel title={t('hoursTitle')}>
          <HoursList rows={institute.library.readingRoomHours} locale={locale} label={t('hoursTitle')} />
        </Panel>
      }
    >
      <ContentFigure src="/images/site/library.jpg" alt={t('imageAlt')} width={1200} height={750} eager />
      <Prose paragraphs={t.raw('intro') as string[]} />
      <ContentBlock id="library-figures" title={t('figuresTitle')}>
        <FactList
          label={t('figuresTitle')}
          facts={[
            { label: tFacts('textbooks'), value: n(institute.facts.textbooks) },
            { label: tFacts('referenceBooks'), value: n(institute.facts.referenceBooks) },
            { label: tFacts('seats'), value: n(institute.library.seats) },
          ]}
        />
      </ContentBlock>
      <ContentBlock id="library-rules" title={t('rulesTitle')}>
        <CheckList
          items={[
            t('rules.card', { deposit: formatMoney(ADDITIONAL_COSTS.library, locale) }),
            t('rules.borrow', { days: n(LOAN_DAYS) }),
            t('rules.reference'),
            t('rules.renew'),
          ]}
        />
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('facilitiesLibrary', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
