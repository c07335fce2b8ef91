import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro } from '@/components/page/page-intro';
import styles from '../admission-pages.module.css';

type Props = PageProps<'/[locale]/admission/requirements'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'admissionRequirements', ROUTES.admissionRequirements);
}

const ELIGIBILITY = ['ssc', 'gpa', 'gap', 'everyone'] as const;
const DOCUMENTS = ['markSheet', 'certificate', 'registration', 'photos', 'identity', 'testimonial', 'reference'] as const;
const STEPS = ['apply', 'check', 'list', 'admit', 'orientation', 'classes'] as const;

/** Who can apply (SSC, GPA 2.50, a gap of at most four years), the documents to bring and the steps to the first class. */
export default async function AdmissionRequirementsPage() {
  const [t, tPage] = await Promise.all([getTranslations('pages.admissionRequirements'), getTranslations('requirementsPage')]);
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="admissionRequirements" />
      <div className={`container ${styles.page}`}>
        <div className={styles.columns}>
          <section className={styles.card} aria-labelledby="requirements-eligibility">
            <h2 id="requirements-eligibility" className={styles.heading}>
              {tPage('eligibilityTitle')}
            </h2>
            <ul className={styles.checks}>
              {ELIGIBILITY.map((key) => (
                <li key={key}>{tPage(`eligibility.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="requirements-documents">
            <h2 id="requirements-documents" className={styles.heading}>
              {tPage('documentsTitle')}
            </h2>
            <p className={styles.lead}>{tPage('documentsLead')}</p>
            <ul className={styles.documents}>
              {DOCUMENTS.map((key) => (
                <li key={key}>{tPage(`documents.${key}`)}</li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="requirements-steps">
          <h2 id="requirements-steps" className={styles.heading}>
            {tPage('stepsTitle')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((key) => (
              <li key={key} className={styles.step}>
                <h3 className={styles.stepTitle}>{tPage(`steps.${key}.title`)}</h3>
                <p>{tPage(`steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.cta} aria-labelledby="requirements-apply">
          <h2 id="requirements-apply" className={styles.heading}>
            {tPage('applyTitle')}
          </h2>
          <p>{tPage('applyText')}</p>
          <div className={styles.actions}>
            <Link href={ROUTES.admission} className="button">
              {tPage('apply')}
            </Link>
            <Link href={ROUTES.admissionTuitionFees} className="button button-outline">
              {tPage('fees')}
            </Link>
            <Link href={ROUTES.admissionScholarship} className="button button-outline">
              {tPage('scholarship')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
