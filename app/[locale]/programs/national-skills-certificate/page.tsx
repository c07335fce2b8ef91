import type { Locale } from '@/lib/i18n/routing';
import { contentPage } from '@/components/content/content-page';
import { TrainingPage } from '@/components/content/training-page';

function Body({ locale }: { locale: Locale }) {
  return <TrainingPage kind="nationalSkills" locale={locale} officeId="admission" />;
}

const page = contentPage('programsNationalSkills', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
