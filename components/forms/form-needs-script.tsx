import { getTranslations } from 'next-intl/server';
import { directoryOffice, formatPhone, institute, mainEmail, mainPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import styles from './form-needs-script.module.css';

export type NeedsScript = 'admission' | 'prospectus' | 'message';

/**
 * Who takes the same thing without the form: the admission office for an application (its room)
 * or a prospectus request (its e-mail), the institute's main phone and e-mail for a message.
 * `address` is what the text names in {address}.
 */
export function elsewhere(form: NeedsScript, locale: Locale): { phone: string; email: string; address: string } {
  if (form === 'message') return { phone: mainPhone.number, email: mainEmail.address, address: mainEmail.address };
  const office = directoryOffice('admission');
  const address = form === 'admission' ? `${office.location[locale]}, ${institute.address.street[locale]}` : office.email;
  return { phone: office.phone, email: office.email, address };
}

/**
 * Beside a form that needs script, for a browser that runs none: its button never becomes usable
 * (the admission form's waits for its human check; decision 0009). Says so, and where else to go.
 */
export async function FormNeedsScript({ locale, form, id, className }: { locale: Locale; form: NeedsScript; id?: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'formNeedsScript' });
  const { phone, email, address } = elsewhere(form, locale);
  return (
    <noscript>
      <p id={id} className={className ? `${styles.note} ${className}` : styles.note} data-form-needs-script="">
        {t.rich(form, {
          number: formatPhone(phone, locale),
          address,
          phone: (chunks) => <a href={`tel:${phone}`}>{chunks}</a>,
          email: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
        })}
      </p>
    </noscript>
  );
}
