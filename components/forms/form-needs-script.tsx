import { getTranslations } from 'next-intl/server';
import { formatPhone, institute, mainEmail, mainPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import styles from './form-needs-script.module.css';

/**
 * Above a form that needs script, for a browser that runs none: the form would wait for its human
 * check forever (decision 0009). Says so before anything is typed, and where else to go: the
 * admission office for an application, the e-mail or phone for a message.
 */
export async function FormNeedsScript({ locale, form }: { locale: Locale; form: 'admission' | 'message' }) {
  const t = await getTranslations({ locale, namespace: 'formNeedsScript' });
  return (
    <noscript>
      <p className={styles.note} data-form-needs-script="">
        {t.rich(form, {
          number: formatPhone(mainPhone.number, locale),
          address: form === 'admission' ? institute.address.full[locale] : mainEmail.address,
          phone: (chunks) => <a href={`tel:${mainPhone.number}`}>{chunks}</a>,
          email: (chunks) => <a href={`mailto:${mainEmail.address}`}>{chunks}</a>,
        })}
      </p>
    </noscript>
  );
}
