import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatPhone, institute } from '@/lib/content/institute';
import { localizeDigits } from '@/lib/format/digits';
import { ROUTES } from '@/lib/site/routes';
import { currentYear } from '@/lib/site/clock';
import type { Locale } from '@/lib/i18n/routing';
import { LazyMap } from './lazy-map';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { rawMessages } from '@/lib/i18n/raw-messages';
import { NEWSLETTER_MESSAGE_KEYS, pickMessages } from '@/lib/validations/shared';
import styles from './site-footer.module.css';
import { NewTabLink } from '@/components/lists/new-tab-link';

const FOOTER_LINKS = ['home', 'notice', 'contactOnlineServices'] as const;


export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const [t, tNav, tCommon, format, year, raw] = await Promise.all([
    getTranslations('footer'),
    getTranslations('nav.items'),
    getTranslations('common'),
    getFormatter(),
    currentYear(),
    rawMessages(locale, 'newsletter', 'validation'),
  ]);
  const name = institute.name[locale];
  const plainYear = (value: number) => format.number(value, { useGrouping: false });

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {institute.shortName[locale]}
          </h2>
          <p className={styles.text}>{t('about')}</p>
          <p className={styles.small}>{t('instituteCode', { code: localizeDigits(institute.instituteCode, locale) })}</p>
          <div className={styles.newsletter}>
            <NewsletterForm locale={locale} labels={raw.newsletter} messages={pickMessages(raw.validation, NEWSLETTER_MESSAGE_KEYS)} />
          </div>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('quickLinks')}
          </h2>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((key) => (
              <li key={key}>
                <Link href={ROUTES[key]} className={styles.link}>
                  {tNav(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <address className={styles.address}>
            <span>{institute.address.street[locale]}</span>
            {institute.phones.map((phone) => (
              <a key={phone.number} href={`tel:${phone.number}`} className={`${styles.link} ${styles.phone}`}>
                {phone.label[locale]}:{' '}
                <span dir="ltr" className={styles.number}>
                  {formatPhone(phone.number, locale)}
                </span>
              </a>
            ))}
            {institute.emails.map((email) => (
              <a key={email.address} href={`mailto:${email.address}`} className={styles.link}>
                {email.address}
              </a>
            ))}
          </address>
          <h3 className={styles.subheading}>{t('followUs')}</h3>
          <ul className={styles.social}>
            <li>
              <NewTabLink href={institute.social.facebook} className={styles.link} newTabLabel={tCommon('opensInNewTab')}>
                {t('facebook')}
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href={institute.social.youtube} className={styles.link} newTabLabel={tCommon('opensInNewTab')}>
                {t('youtube')}
              </NewTabLink>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className={styles.heading}>
            {t('findUs')}
          </h2>
          <LazyMap
            src={institute.map.embedUrl}
            title={t('mapTitle')}
            buttonLabel={t('showMap')}
            note={t('mapNote')}
          />
          <NewTabLink
            href={institute.map.directionsUrl}
            className={`${styles.link} ${styles.directions}`}
            newTabLabel={tCommon('opensInNewTab')}
          >
            {t('directions')}
          </NewTabLink>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{t('copyright', { year: plainYear(year), institute: name })}</p>
        </div>
      </div>
    </footer>
  );
}
