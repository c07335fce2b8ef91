import { getTranslations } from 'next-intl/server';
import { formatPhone, institute } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import styles from './content.module.css';

/** The institute's phones and e-mails as links, each with its label. */
export async function ContactLines({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.ui' });
  return (
    <ul className={styles.contactLines}>
      {institute.phones.map((phone) => (
        <li key={phone.number}>
          <a href={`tel:${phone.number}`}>
            <span className={styles.lineLabel}>
              {t('phone')} · {phone.label[locale]}
            </span>
            <span className={styles.lineValue}>{formatPhone(phone.number, locale)}</span>
          </a>
        </li>
      ))}
      {institute.emails.map((email) => (
        <li key={email.address}>
          <a href={`mailto:${email.address}`}>
            <span className={styles.lineLabel}>
              {t('email')} · {email.label[locale]}
            </span>
            <span className={styles.lineValue}>{email.address}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
