import { getTranslations } from 'next-intl/server';
import { getAdmissionDepartments } from '@/lib/institute/data';
import { formatPhone, institute, mainPhone } from '@/lib/content/institute';
import { FormNeedsScript } from '@/components/forms/form-needs-script';
import { FormStalledNote } from '@/components/forms/form-stalled-note';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro } from '@/components/page/page-intro';
import { AdmissionForm } from '@/components/forms/admission-form';
import { rawMessages } from '@/lib/i18n/raw-messages';
import { requestNonce } from '@/lib/security/request-nonce';
import styles from './admission.module.css';

type Props = PageProps<'/[locale]/admission'>;

/**
 * Rendered per request, in one piece: its scripts carry the response's nonce (DESIGN.md section 6a,
 * decision 0006), which a prerendered shell's could not.
 */
export const instant = false;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'admission', ROUTES.admission);
}

const NEED = ['ssc', 'gpa', 'mobile', 'photo'] as const;

/** The online admission application: the form island, with what to have ready and the admission rule beside it. */
export default async function AdmissionPage({ params }: Props) {
  const nonce = await requestNonce();
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tPage, tNav, tErrors, raw, departments] = await Promise.all([
    getTranslations('pages.admission'),
    getTranslations('admissionPage'),
    getTranslations('nav.items'),
    getTranslations('instituteErrors'),
    rawMessages(locale, 'admissionForm', 'validation'),
    getAdmissionDepartments(locale),
  ]);

  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="admission" />
      <div className={`container ${styles.layout}`}>
        <div className={styles.form}>
          <FormNeedsScript locale={locale} form="admission" />
          <AdmissionForm
            locale={locale}
            departments={departments.ok ? departments.data.map((d) => ({ id: d.id, name: d.name })) : []}
            departmentsError={departments.ok ? null : `${tErrors('admissionDepartments')}. ${raw.admissionForm.departmentsUnavailable}`}
            labels={raw.admissionForm}
            messages={raw.validation}
            institute={{
              name: institute.name[locale],
              address: institute.address.full[locale],
              phone: formatPhone(mainPhone.number, locale),
            }}
          />
          <FormStalledNote locale={locale} path={localizedPath(ROUTES.admission, locale)} nonce={nonce} />
        </div>
        <aside className={styles.aside} aria-labelledby="admission-aside-title">
          <h2 id="admission-aside-title" className="visually-hidden">
            {tPage('asideTitle')}
          </h2>
          <section className={styles.card} aria-labelledby="admission-rule">
            <h3 id="admission-rule" className={styles.cardTitle}>
              {tPage('ruleTitle')}
            </h3>
            <p>{tPage('ruleText')}</p>
          </section>
          <section className={styles.card} aria-labelledby="admission-need">
            <h3 id="admission-need" className={styles.cardTitle}>
              {tPage('needTitle')}
            </h3>
            <ul className={styles.list}>
              {NEED.map((key) => (
                <li key={key}>{tPage(`need.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="admission-after">
            <h3 id="admission-after" className={styles.cardTitle}>
              {tPage('afterTitle')}
            </h3>
            <p>{tPage('afterText')}</p>
          </section>
          <section className={styles.card} aria-labelledby="admission-help">
            <h3 id="admission-help" className={styles.cardTitle}>
              {tPage('helpTitle')}
            </h3>
            <p>
              {tPage('helpText')}{' '}
              <a href={`tel:${mainPhone.number}`} className={styles.phone}>
                <span dir="ltr">{formatPhone(mainPhone.number, locale)}</span>
              </a>
            </p>
          </section>
          <nav className={styles.card} aria-labelledby="admission-more">
            <h3 id="admission-more" className={styles.cardTitle}>
              {tPage('moreTitle')}
            </h3>
            <ul className={styles.links}>
              <li>
                <Link href={ROUTES.admissionRequirements}>{tNav('admissionRequirements')}</Link>
              </li>
              <li>
                <Link href={ROUTES.admissionTuitionFees}>{tNav('admissionTuitionFees')}</Link>
              </li>
              <li>
                <Link href={ROUTES.admissionScholarship}>{tNav('admissionScholarship')}</Link>
              </li>
              <li>
                <Link href={ROUTES.admissionProspectus}>{tNav('admissionProspectus')}</Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
