import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { getAcademyCounts } from '@/lib/institute/data';
import type { Locale } from '@/lib/i18n/routing';
import { NoticeText } from '@/components/ui/notice-text';
import { CountUp } from './count-up';
import styles from './stats-section.module.css';

/** Statistics and intro: students, teachers and labs counters with the spec's three links. */
export async function StatsSection({ locale }: { locale: Locale }) {
  const [t, tErrors, counts] = await Promise.all([
    getTranslations('home.stats'),
    getTranslations('instituteErrors'),
    getAcademyCounts(locale),
  ]);
  return (
    <section id="home-stats" aria-labelledby="home-stats-title" className={styles.section}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="home-stats-title" className={styles.title}>
            {t('heading')}
          </h2>
          <p className={styles.intro}>{t('intro')}</p>
          <p className={styles.links}>
            <Link href={ROUTES.facilitiesLabs}>{t('labsLink')}</Link>
            <Link href={ROUTES.admission}>{t('admissionLink')}</Link>
          </p>
        </div>
        {counts.ok ? (
          <ul className={styles.counters}>
            <li>
              <Link href={ROUTES.gallery} className={`${styles.counter} ${styles.badge}`}>
                <span className={styles.value}>
                  <CountUp value={counts.data.students} locale={locale} />
                </span>
                <span className={styles.label}>{t('students')}</span>
                <span className={styles.hint}>{t('studentsLink')}</span>
              </Link>
            </li>
            <li className={styles.counter}>
              <span className={styles.value}>
                <CountUp value={counts.data.teachers} locale={locale} />
              </span>
              <span className={styles.label}>{t('teachers')}</span>
            </li>
            <li className={styles.counter}>
              <span className={styles.value}>
                <CountUp value={counts.data.labs} locale={locale} />
              </span>
              <span className={styles.label}>{t('labs')}</span>
            </li>
          </ul>
        ) : (
          <NoticeText tone="error" title={tErrors(counts.messageKey)} />
        )}
      </div>
    </section>
  );
}
