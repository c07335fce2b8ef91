import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
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

type Props = PageProps<'/[locale]/career/jobs-board'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'careerJobsBoard', ROUTES.careerJobsBoard);
}

/**
 * The job board: open jobs first, newest first, 6 a page; closed ones after them (spec section 2).
 * No JobPosting data here: Google takes it only from a job's own page ([id]/page.tsx).
 */
export default async function JobsBoardPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
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
            locale={locale}
            showing={pagedShowingTemplates(tJobs)}
            pagination={pagination}
          />
        )}
      </div>
    </>
  );
}
