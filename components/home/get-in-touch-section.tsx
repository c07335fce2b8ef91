import { getTranslations } from 'next-intl/server';
import { formatPhone, institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { ContactForm } from '@/components/forms/contact-form';
import { FormNeedsScript } from '@/components/forms/form-needs-script';
import { rawMessages } from '@/lib/i18n/raw-messages';
import { CONTACT_MESSAGE_KEYS, pickMessages } from '@/lib/validations/shared';
import styles from './get-in-touch-section.module.css';

/** The home page's get-in-touch section: the institute's contact details beside the contact form. */
export async function GetInTouchSection({ locale }: { locale: Locale }) {
  const [t, raw] = await Promise.all([getTranslations('getInTouch'), rawMessages(locale, 'contactForm', 'validation')]);
  return (
    <Section id="home-contact" title={t('heading')} description={t('text')} tone="tinted">
      <div className={styles.grid}>
        <section className={styles.details} aria-labelledby="home-contact-details">
          <h3 id="home-contact-details" className={styles.subheading}>
            {t('contactTitle')}
          </h3>
          <dl className={styles.list}>
            <div>
              <dt>{t('phone')}</dt>
              {institute.phones.map((phone) => (
                <dd key={phone.number}>
                  {phone.label[locale]}:{' '}
                  <a href={`tel:${phone.number}`} className={styles.link}>
                    <span dir="ltr">{formatPhone(phone.number, locale)}</span>
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt>{t('email')}</dt>
              {institute.emails.map((email) => (
                <dd key={email.address}>
                  <a href={`mailto:${email.address}`} className={styles.link}>
                    {email.address}
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt>{t('address')}</dt>
              <dd>
                <address className={styles.address}>{institute.address.full[locale]}</address>
              </dd>
            </div>
            <div>
              <dt>{t('hours')}</dt>
              {institute.officeHours.map((row) => (
                <dd key={row.days.en}>
                  {row.days[locale]}: {row.hours[locale]}
                </dd>
              ))}
            </div>
          </dl>
        </section>
        <section className={styles.form} aria-labelledby="home-contact-form">
          <h3 id="home-contact-form" className={styles.subheading}>
            {t('formTitle')}
          </h3>
          <FormNeedsScript locale={locale} form="message" />
          <ContactForm locale={locale} labels={raw.contactForm} messages={pickMessages(raw.validation, CONTACT_MESSAGE_KEYS)} />
        </section>
      </div>
    </Section>
  );
}
