import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { JOBS_PER_PAGE, orderJobs } from '@/lib/lists/jobs';
import { isClosed } from '@/lib/lists/badges';
import { PageIntro } from '@/components/page/page-intro';
import { NoticeText } from '@/components/ui/notice-text';
import { ErrorBanner } from '@/components/lists/error-banner';
import { PagedList } from '@/components/lists/paged-list';
import { pagedShowingTemplates, paginationLabels } from '@/components/lists/labels';
import { JobCard, type JobCardLabels } from '@/components/jobs/job-card';
import { loadJobBoard } from '@/components/jobs/job-data';
import { JsonLd } from '@/components/seo/json-ld';
import { jobPostingJsonLd } from '@/lib/seo/structured-data';
import styles from './jobs-board.module.css';

type Props = PageProps<'/[locale]/career/jobs-board'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'careerJobsBoard', ROUTES.careerJobsBoard);
}

/** The job board: open jobs first, newest first, 6 a page; closed ones after them (spec section 2). */
export default async function JobsBoardPage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tJobs, tCommon, tErrors, pagination, { today, jobs }] = await Promise.all([
    getTranslations('pages.careerJobsBoard'),
    getTranslations('jobsBoard'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    paginationLabels('jobsBoard.pages'),
    loadJobBoard(locale),
  ]);
  const ordered = jobs.ok ? orderJobs(jobs.data, today) : [];
  const labels: JobCardLabels = {
    company: tJobs('company'),
    location: tJobs('location'),
    posted: tJobs('posted'),
    deadline: tJobs('deadline'),
    noDeadline: tJobs('noDeadline'),
    newBadge: tJobs('new'),
    closedBadge: tJobs('closedBadge'),
    apply: tJobs('apply'),
    applyFor: tJobs.raw('applyFor') as string,
    closed: tJobs('closed'),
    opensInNewTab: tCommon('opensInNewTab'),
    pdf: tCommon('pdf'),
  };
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="careerJobsBoard" />
      <div className={`container ${styles.body}`}>
        {!jobs.ok ? (
          <ErrorBanner title={tErrors('jobs')} hint={tErrors('jobsHint')} />
        ) : jobs.data.length === 0 ? (
          <NoticeText title={tJobs('emptyTitle')}>{tJobs('emptyText')}</NoticeText>
        ) : (
          <>
            {/* The open jobs the page shows as served (its first page; ?page=N is canonical to it),
                so they can appear in job search. Markup must describe what a reader can see. */}
            <JsonLd
              data={ordered
                .slice(0, JOBS_PER_PAGE)
                .filter((job) => !isClosed(job.deadline, today))
                .map((job) => jobPostingJsonLd(job, locale))}
            />
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
          </>
        )}
      </div>
    </>
  );
}
