import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { getDepartments } from '@/lib/institute/data';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { NoticeText } from '@/components/ui/notice-text';
import { DepartmentGrid } from '@/components/departments/department-grid';
import styles from './departments-section.module.css';

/** Spec section 9: the home page shows up to 8 departments. */
export const HOME_DEPARTMENTS = 8;

export async function DepartmentsSection({ locale }: { locale: Locale }) {
  const [t, tCommon, tErrors, departments] = await Promise.all([
    getTranslations('home.departments'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    getDepartments(locale),
  ]);
  const list = departments.ok ? departments.data.slice(0, HOME_DEPARTMENTS) : [];
  return (
    <Section id="home-departments" title={t('heading')} description={t('description')} tone="tinted">
      {!departments.ok ? (
        <NoticeText tone="error" title={tErrors(departments.messageKey)} />
      ) : list.length === 0 ? (
        <NoticeText title={t('empty')} />
      ) : (
        <DepartmentGrid
          departments={list}
          labels={{ unnamed: t('unnamed'), learnMore: t('learnMore'), cta: tCommon('learnMore') }}
        />
      )}
      <p className={styles.links}>
        <Link href={ROUTES.programsDiploma} className="button">
          {t('viewAll')}
        </Link>
        <Link href={ROUTES.programsDiploma} className="button button-outline">
          {t('discover')}
        </Link>
      </p>
    </Section>
  );
}
