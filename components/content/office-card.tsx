import type { Office } from '@/lib/content/institute';
import { formatPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { InfoCard } from './info-card';
import { Pairs } from './content-block';
import { OfficeIcon } from './icons';
import styles from './content.module.css';

export type OfficeLabels = {
  location: string;
  phone: string;
  email: string;
  /** 'Call {office}' and 'E-mail {office}': spoken before the number and the address. */
  call: string;
  write: string;
};

/** What an office helps with, where it is, and its phone and e-mail links. */
export function OfficeDetails({ office, locale, labels }: { office: Office; locale: Locale; labels: OfficeLabels }) {
  const name = office.name[locale];
  return (
    <>
      <p>{office.description[locale]}</p>
      <div className={styles.officeDetails}>
        <Pairs
          rows={[
            { term: labels.location, value: office.location[locale] },
            {
              term: labels.phone,
              value: (
                <a href={`tel:${office.phone}`} className={styles.inlineLink}>
                  <span className="visually-hidden">{labels.call.replace('{office}', name)}: </span>
                  {formatPhone(office.phone, locale)}
                </a>
              ),
            },
            {
              term: labels.email,
              value: (
                <a href={`mailto:${office.email}`} className={styles.inlineLink}>
                  <span className="visually-hidden">{labels.write.replace('{office}', name)}: </span>
                  {office.email}
                </a>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}

/** One office of the contact directory, as a card of an InfoCardGrid. */
export function OfficeCard({ office, locale, labels }: { office: Office; locale: Locale; labels: OfficeLabels }) {
  return (
    <InfoCard title={office.name[locale]} icon={<OfficeIcon />} testId="office-card">
      <OfficeDetails office={office} locale={locale} labels={labels} />
    </InfoCard>
  );
}
