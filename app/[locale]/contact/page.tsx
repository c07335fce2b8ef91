import type { Locale } from '@/lib/i18n/routing';
import { contentPage } from '@/components/content/content-page';
import { ContactPageContent } from '@/components/content/contact-page-content';

function Body({ locale }: { locale: Locale }) {
  // The contact form goes here: <ContactPageContent locale={locale} form={<ContactForm … />} />.
  return <ContactPageContent locale={locale} />;
}

const page = contentPage('contact', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
