import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/site/routes';
import { loadJobBoard } from '@/components/jobs/job-data';
import { orderJobs } from '@/lib/lists/jobs';
import { isClosed } from '@/lib/lists/badges';
import { formatShortDate } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from '@/components/ui/section';
import { NoticeText } from '@/components/ui/notice-text';
import { FileTag } from '@/components/lists/file-tag';
import styles from './jobs-preview.module.css';

/** Spec section 9: the home page previews 5 jobs. */
export const HOME_JOBS = 5;

/**
 * The job board preview: no visible title (spec), the board's first jobs (open ones first, newest
 * first), and 'view all jobs'. A job past its deadline says so, as on the board.
 */
export async function JobsPreview({ locale }: { locale: Locale }) {
  const [t, tJobs, tCommon, tErrors, { today, jobs }] = await Promise.all([
    getTranslations('home.jobs'),
    getTranslations('jobsBoard'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    loadJobBoard(locale),
  ]);
  const list = jobs.ok ? orderJobs(jobs.data, today).slice(0, HOME_JOBS) : [];
  return (
    <Section id="home-jobs" title={t('heading')} hideTitle>
      {!jobs.ok ? (
        <NoticeText tone="error" title={tErrors('jobs')}>
          {tErrors('jobsHint')}
        </NoticeText>
      ) : list.length === 0 ? (
        <NoticeText title={t('empty')} />
      ) : (
        <ul className={styles.list}>
          {list.map((job) => (
            <li key={job.key} className={styles.job}>
              <div>
                <p className={styles.title}>
                  {job.url ? (
                    <a href={job.url} target="_blank" rel="noopener noreferrer">
                      {job.title}
                      <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                      <FileTag href={job.url} label={tCommon('pdf')} />
                    </a>
                  ) : (
                    job.title
                  )}
                </p>
                <p className={styles.meta}>
                  {job.companyName} · {job.location}
                </p>
              </div>
              {isClosed(job.deadline, today) ? (
                <p className={styles.closed}>{tJobs('closed')}</p>
              ) : job.deadline ? (
                <p className={styles.deadline}>{t('deadline', { date: formatShortDate(job.deadline, locale) })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link href={ROUTES.careerJobsBoard} className="button button-outline">
          {t('viewAll')}
        </Link>
      </p>
    </Section>
  );
}
