import { getLocale, getTranslations } from 'next-intl/server';
import { formatPhone, institute, mainPhone, mainEmail } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import styles from './top-bar.module.css';

/** The thin strip above the header: the admission phone, the e-mail and office hours. */
export async function TopBar() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('topBar');
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <a href={`tel:${mainPhone.number}`} className={styles.item}>
          <span className="visually-hidden">{t('callUs')}: </span>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 01-.25 1z"
            />
          </svg>
          <span dir="ltr">{formatPhone(mainPhone.number, locale)}</span>
        </a>
        <a href={`mailto:${mainEmail.address}`} className={`${styles.item} ${styles.email}`}>
          <span className="visually-hidden">{t('emailUs')}: </span>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
            <path fill="currentColor" d="M3 5h18v14H3zm2 2v.4l7 4.4 7-4.4V7zm14 2.8l-7 4.4-7-4.4V17h14z" />
          </svg>
          {mainEmail.address}
        </a>
        <span className={`${styles.item} ${styles.hours}`}>{institute.officeHoursShort[locale]}</span>
        <span className={styles.address}>{institute.address.street[locale]}</span>
      </div>
    </div>
  );
}
