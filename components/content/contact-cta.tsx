import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatPhone, mainPhone } from '@/lib/content/institute';
import { localeOf } from '@/lib/i18n/routing';
import { ROUTES } from '@/lib/site/routes';
import styles from './content.module.css';

/** The call to action under a programme or facility: call the admission office, or the contact page. */
export async function ContactCta() {
  const [t, locale] = await Promise.all([getTranslations('content.ui.contactCta'), getLocale()]);
  return (
    <div className={`${styles.panel} ${styles.panelTinted}`}>
      <h2>{t('title')}</h2>
      <p>{t('text')}</p>
      <p className={styles.actions}>
        <a href={`tel:${mainPhone.number}`} className="button">
          {t('call', { phone: formatPhone(mainPhone.number, localeOf(locale)) })}
        </a>
        <Link href={ROUTES.contact} className="button button-outline">
          {t('contact')}
        </Link>
      </p>
    </div>
  );
}
