import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES, departmentDetailsPath } from '@/lib/site/routes';
import { getDepartments } from '@/lib/institute/data';
import { findDepartmentByName } from '@/lib/content/department-match';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { contentPage, ContentLayout } from '@/components/content/content-page';
import { ContactCta } from '@/components/content/contact-cta';
import styles from './architecture.module.css';

/** The technology's name in the department list; matched on the English titles, which do not change with the page's language. */
const NEW_NAME = 'Architecture';

/** The notice that Architecture and Interior Design now runs as Architecture, with the way to that department. */
async function Body({ locale }: { locale: Locale }) {
  const [t, departments] = await Promise.all([
    getTranslations({ locale, namespace: 'content.architecture' }),
    getDepartments(defaultLocale),
  ]);
  const department = departments.ok ? findDepartmentByName(departments.data, NEW_NAME) : null;

  return (
    <ContentLayout aside={<ContactCta />}>
      <section className={styles.notice} aria-labelledby="architecture-notice">
        <p className={styles.label}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 3l10 18H2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v5M12 18h.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {t('noticeLabel')}
        </p>
        <h2 id="architecture-notice" className={styles.title}>
          {t('noticeTitle')}
        </h2>
        <p className={styles.text}>{t('noticeText')}</p>
        <p className={styles.actions}>
          {department ? (
            <Link href={departmentDetailsPath(department.id)} className="button">
              {t('departmentLink')}
            </Link>
          ) : null}
          <Link href={ROUTES.programsDiploma} className={department ? 'button button-outline' : 'button'}>
            {t('diplomaLink')}
          </Link>
        </p>
      </section>
    </ContentLayout>
  );
}

const page = contentPage('departmentArchitecture', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
