import { getTranslations } from 'next-intl/server';
import { directoryOffice, formatPhone, institute, mainEmail, mainPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import styles from './form-needs-script.module.css';

/**
 * Above a form that needs script, for a browser that runs none: its button never becomes usable
 * (the admission form's waits for its human check; decision 0009). Says so before anything is
 * typed, and where else to go: the admission office for an application, the institute's e-mail
 * or phone for a message.
 */
export async function FormNeedsScript({ locale, form }: { locale: Locale; form: 'admission' | 'message' }) {
  const t = await getTranslations({ locale, namespace: 'formNeedsScript' });
  const office = directoryOffice('admission');
  const phone = form === 'admission' ? office.phone : mainPhone.number;
  return (
    <noscript>
      <p className={styles.note} data-form-needs-script="">
        {t.rich(form, {
          number: formatPhone(phone, locale),
          address: form === 'admission' ? `${office.location[locale]}, ${institute.address.street[locale]}` : mainEmail.address,
          phone: (chunks) => <a href={`tel:${phone}`}>{chunks}</a>,
          email: (chunks) => <a href={`mailto:${mainEmail.address}`}>{chunks}</a>,
        })}
      </p>
    </noscript>
  );
}
