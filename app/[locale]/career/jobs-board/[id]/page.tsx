import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getJobs } from '@/lib/institute/data';
import type { Job } from '@/lib/institute/types';
import { UNKNOWN_ID, idsOf } from '@/lib/institute/known-ids';
import { pageMetadataFrom, unlistedPageMetadata } from '@/lib/seo/page-metadata';
import { jobPostingJsonLd } from '@/lib/seo/structured-data';
import { ROUTES, jobDetailsPath, parseId } from '@/lib/site/routes';
import { localeOf, defaultLocale, type Locale } from '@/lib/i18n/routing';
import { isClosed } from '@/lib/lists/badges';
import { PageIntro } from '@/components/page/page-intro';
import { stepsFor } from '@/components/page/breadcrumbs';
import { NoticeText } from '@/components/ui/notice-text';
import { JsonLd } from '@/components/seo/json-ld';
import { JobApply, JobFacts } from '@/components/jobs/job-facts';
import { jobCardLabels } from '@/components/jobs/job-labels';
import { loadJobBoard } from '@/components/jobs/job-data';
import { UnknownJob } from './unknown-job';
import styles from './job-details.module.css';

type Props = PageProps<'/[locale]/career/jobs-board/[id]'>;

/** Ids not known at build time render on request (blocking) rather than from a fallback shell. */
export const instant = false;

/**
 * Every job with an id at build time is prerendered, in both languages, and so is the page the
 * proxy answers every unknown id with (lib/institute/known-ids.ts).
 */
export async function generateStaticParams() {
  const jobs = await getJobs(defaultLocale);
  const known = jobs.ok ? idsOf(jobs.data).map((id) => ({ id })) : [];
  return [...known, { id: UNKNOWN_ID }];
}

async function load(params: Props['params']) {
  const { locale: param, id } = await params;
  const locale = localeOf(param);
  const numericId = parseId(id);
  const { today, jobs } = await loadJobBoard(locale);
  // Found by its id, so it has one.
  const job = jobs.ok ? (jobs.data.find((j): j is Job & { id: number } => j.id !== null && j.id === numericId) ?? null) : null;
  return { locale, id, today, jobs, job };
}

/**
 * The page's lead, its meta description and the JobPosting's description: one sentence of the job's
 * facts (the source gives no description of its own, and the markup must say what the reader sees).
 * A closed job's says so first: an old link shared in a chat must not preview as an opening.
 */
async function summaryOf(job: Job, locale: Locale, closed: boolean): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'jobDetails' });
  return t(closed ? 'summaryClosed' : 'summary', { company: job.companyName, title: job.title, location: job.location });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, today, job } = await load(params);
  if (!job) return unlistedPageMetadata(locale, 'jobDetails', jobDetailsPath(id), id === UNKNOWN_ID);
  const closed = isClosed(job.deadline, today);
  const metadata = pageMetadataFrom(locale, {
    key: `job-${job.id}`,
    path: jobDetailsPath(job.id),
    title: job.title,
    description: await summaryOf(job, locale, closed),
  });
  // A job past its deadline leaves search (Google: a posting no longer open is removed or noindex).
  return closed ? { ...metadata, robots: { index: false } } : metadata;
}

/**
 * One job of the jobs board, with its own address: what search engines' job search reads
 * (JobPosting, while the job is open) and what a shared link opens. Unknown ids get "This job is
 * no longer listed" (noindex); a closed job says so, with the way back to the open ones.
 */
export default async function JobDetailsPage({ params }: Props) {
  const { locale, today, jobs, job } = await load(params);
  const [t, tErrors, tBoard, labels] = await Promise.all([
    getTranslations('jobDetails'),
    getTranslations('instituteErrors'),
    getTranslations('pages.careerJobsBoard'),
    jobCardLabels(),
  ]);

  if (!jobs.ok) {
    return (
      <div className="container" style={{ paddingBlock: '3rem' }}>
        <NoticeText tone="error" title={tErrors('jobs')}>
          {tErrors('jobsHint')}
        </NoticeText>
      </div>
    );
  }
  if (!job) return <UnknownJob />;

  const closed = isClosed(job.deadline, today);
  const summary = await summaryOf(job, locale, closed);
  return (
    <>
      <PageIntro
        title={job.title}
        description={summary}
        trail={[...(await stepsFor('careerJobsBoard', tBoard('title'))), { name: job.title, path: jobDetailsPath(job.id) }]}
      />
      <div className={`container ${styles.body}`}>
        {closed ? null : <JsonLd data={[jobPostingJsonLd(job, locale, summary)]} />}
        <JobFacts job={job} closed={closed} locale={locale} labels={labels} />
        {closed ? <p className={styles.closed}>{t('closedNote')}</p> : null}
        <p className={styles.actions}>
          {closed ? null : <JobApply job={job} closed={false} labels={labels} />}
          <Link href={ROUTES.careerJobsBoard} className="button button-outline">
            {t('allJobs')}
          </Link>
        </p>
      </div>
    </>
  );
}
