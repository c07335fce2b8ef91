import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { JOBS_PER_PAGE, orderJobs } from '@/lib/lists/jobs';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { ErrorBanner } from '@/components/lists/error-banner';
import { PagedList } from '@/components/lists/paged-list';
import { pagedShowingTemplates, paginationLabels } from '@/components/lists/labels';
import { JobCard } from '@/components/jobs/job-card';
import { jobCardLabels } from '@/components/jobs/job-labels';
import { loadJobBoard } from '@/components/jobs/job-data';
import styles from './jobs-board.module.css';

/**
 * The job board: open jobs first, newest first, 6 a page; closed ones after them (spec section 2).
 * No JobPosting data here: Google takes it only from a job's own page ([id]/page.tsx). Drawn on
 * `page`: the first, or a later one at its own address (the route pages/[page]).
 */
export async function JobsBoardPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const [t, tJobs, tErrors, pagination, labels, { today, jobs }] = await Promise.all([
    getTranslations('pages.careerJobsBoard'),
    getTranslations('jobsBoard'),
    getTranslations('instituteErrors'),
    paginationLabels('jobsBoard.pages'),
    jobCardLabels(),
    loadJobBoard(locale),
  ]);
  const ordered = jobs.ok ? orderJobs(jobs.data, today) : [];
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="careerJobsBoard" />
      <div className={`container ${styles.body}`}>
        {!jobs.ok ? (
          <ErrorBanner title={tErrors('jobs')} hint={tErrors('jobsHint')} />
        ) : jobs.data.length === 0 ? (
          <NoticeText title={tJobs('emptyTitle')}>{tJobs('emptyText')}</NoticeText>
        ) : (
          <PagedList
            items={ordered.map((job) => ({
              key: job.key,
              node: <JobCard job={job} today={today} locale={locale} labels={labels} />,
            }))}
            pageSize={JOBS_PER_PAGE}
            page={page}
            locale={locale}
            showing={pagedShowingTemplates(tJobs)}
            pagination={pagination}
          />
        )}
      </div>
    </>
  );
}
