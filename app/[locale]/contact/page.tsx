import { connection } from 'next/server';
import type { Locale } from '@/lib/i18n/routing';
import { contentPage } from '@/components/content/content-page';
import { ContactPageContent } from '@/components/content/contact-page-content';
import { ContactForm } from '@/components/forms/contact-form';
import { FormNeedsScript } from '@/components/forms/form-needs-script';
import { rawMessages } from '@/lib/i18n/raw-messages';
import { CONTACT_MESSAGE_KEYS, pickMessages } from '@/lib/validations/shared';

async function Body({ locale }: { locale: Locale }) {
  await connection();
  const raw = await rawMessages(locale, 'contactForm', 'validation');
  return (
    <ContactPageContent
      locale={locale}
      form={
        <>
          <FormNeedsScript locale={locale} form="message" />
          <ContactForm locale={locale} labels={raw.contactForm} messages={pickMessages(raw.validation, CONTACT_MESSAGE_KEYS)} />
        </>
      }
    />
  );
}

const page = contentPage('contact', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;

/**
 * Rendered per request, in one piece: its scripts carry the response's nonce (DESIGN.md section 6a,
 * decision 0006), which a prerendered shell's could not.
 */
export const instant = false;
