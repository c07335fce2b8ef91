import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage } from '@/components/content/content-page';
import { TrainingPage } from '@/components/content/training-page';

function Body({ locale }: { locale: Locale }) {
  return (
    <TrainingPage
      kind="partnership"
      locale={locale}
      officeId="career"
      values={{ partners: formatNumber(institute.facts.industryPartners, locale) }}
    />
  );
}

const page = contentPage('programsPartnership', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
