import { getTranslations } from 'next-intl/server';
import { getAdmissionStatus } from '@/lib/institute/data';
import { formatPhone, institute, mainPhone } from '@/lib/content/institute';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { localeOf } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { ROUTES } from '@/lib/site/routes';
import { Hero } from '@/components/home/hero';
import { StatsSection } from '@/components/home/stats-section';
import { AcademicProgressSection } from '@/components/home/academic-progress-section';
import { DepartmentsSection } from '@/components/home/departments-section';
import { PartnersMarquee } from '@/components/home/partners-marquee';
import { FeaturesSection } from '@/components/home/features-section';
import { JobsPreview } from '@/components/home/jobs-preview';
import { EventsSection } from '@/components/home/events-section';
import { ManagementSection } from '@/components/home/management-section';
import { GetInTouchSection } from '@/components/home/get-in-touch-section';
import { FloatingContact } from '@/components/home/floating-contact';
import { BackToTop } from '@/components/home/back-to-top';
import { JsonLd } from '@/components/seo/json-ld';
import { instituteJsonLd } from '@/lib/seo/structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  return pageMetadata(locale, 'home', '/');
}

/** The home page, in the spec's order of sections. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, admission] = await Promise.all([getTranslations('home'), getAdmissionStatus(locale)]);
  return (
    <>
      <JsonLd data={instituteJsonLd(locale)} />
      <Hero
        admission={admission.ok ? { open: admission.data.isOpen, text: admission.data.text } : { open: false, text: null }}
      />
      <StatsSection locale={locale} />
      <AcademicProgressSection locale={locale} />
      <DepartmentsSection locale={locale} />
      <PartnersMarquee locale={locale} />
      <FeaturesSection />
      <JobsPreview locale={locale} />
      <EventsSection locale={locale} />
      <ManagementSection locale={locale} />
      <GetInTouchSection locale={locale} />
      <FloatingContact
        phone={{ href: `tel:${mainPhone.number}`, label: formatPhone(mainPhone.number, locale) }}
        address={{ href: institute.map.directionsUrl, label: institute.address.street[locale] }}
        messengerHref={institute.social.messenger}
        chatHref={institute.social.whatsapp}
        contactPageHref={localizedPath(ROUTES.contact, locale)}
        labels={{
          open: t('floatingContact.open'),
          close: t('floatingContact.close'),
          call: t('floatingContact.call'),
          address: t('floatingContact.address'),
          messenger: t('floatingContact.messenger'),
          chat: t('floatingContact.chat'),
        }}
      />
      <BackToTop label={t('backToTop')} />
    </>
  );
}
