import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { getDepartments } from '@/lib/institute/data';
import { institute } from '@/lib/content/institute';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import { NoticeText } from '@/components/ui/notice-text';
import { DepartmentGrid } from '@/components/departments/department-grid';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContentBlock, Prose } from '@/components/content/content-block';
import { FactList } from '@/components/content/fact-list';
import styles from './diploma.module.css';

/** Cards above the fold on a desktop screen load their images eagerly. */
const EAGER_CARDS = 4;

/** The Diploma in Engineering: the programme's facts and every department, each opening its details. */
async function Body({ locale }: { locale: Locale }) {
  const [t, tFacts, tDepartments, tCommon, tErrors, departments] = await Promise.all([
    getTranslations('content.diploma'),
    getTranslations('content.facts'),
    getTranslations('home.departments'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    getDepartments(locale),
  ]);
  const { programmeYears, semesters, technologies } = institute.facts;

  return (
    <ContentLayout>
      <div className={styles.intro}>
        <Prose paragraphs={t.raw('intro') as string[]} />
        <FactList
          label={t('factsTitle')}
          facts={[
            { label: tFacts('programmeYears'), value: formatNumber(programmeYears, locale) },
            { label: tFacts('semesters'), value: formatNumber(semesters, locale) },
            { label: tFacts('technologies'), value: formatNumber(technologies, locale) },
          ]}
        />
      </div>

      <ContentBlock id="diploma-departments" title={t('departmentsTitle')} lead={t('departmentsDescription')}>
        {!departments.ok ? (
          <NoticeText tone="error" title={tErrors(departments.messageKey)} />
        ) : departments.data.length === 0 ? (
          <NoticeText title={tDepartments('empty')} />
        ) : (
          <DepartmentGrid
            departments={departments.data}
            eagerCount={EAGER_CARDS}
            labels={{ unnamed: tDepartments('unnamed'), learnMore: tDepartments.raw('learnMore') as string, cta: tCommon('learnMore') }}
          />
        )}
      </ContentBlock>

      <ContentBlock id="diploma-next" title={t('nextTitle')}>
        <p className={styles.links}>
          <Link href={ROUTES.admission} className="button">
            {t('apply')}
          </Link>
          <Link href={ROUTES.admissionRequirements} className="button button-outline">
            {t('requirements')}
          </Link>
          <Link href={ROUTES.admissionTuitionFees} className="button button-outline">
            {t('fees')}
          </Link>
        </p>
      </ContentBlock>
    </ContentLayout>
  );
}

const page = contentPage('programsDiploma', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
