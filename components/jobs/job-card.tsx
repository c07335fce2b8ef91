import type { Locale } from '@/lib/i18n/routing';
import type { Job } from '@/lib/institute/types';
import { Link } from '@/lib/i18n/navigation';
import { jobDetailsPath } from '@/lib/site/routes';
import { isClosed, isNew } from '@/lib/lists/badges';
import { JobApply, JobFacts, type JobApplyLabels, type JobFactLabels } from './job-facts';
import styles from './job-card.module.css';

export type JobCardLabels = JobFactLabels &
  JobApplyLabels & {
    newBadge: string;
    closedBadge: string;
  };

/**
 * One job: title (a link to the job's own page, when it has an id), company, location, dates,
 * badges and 'Apply now' (a new tab) while it is open.
 */
export function JobCard({ job, today, locale, labels }: { job: Job; today: string; locale: Locale; labels: JobCardLabels }) {
  const closed = isClosed(job.deadline, today);
  const fresh = !closed && isNew(job.publicDate, today);
  return (
    <article className={styles.card} data-closed={closed || undefined}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          {job.id === null ? job.title : <Link href={jobDetailsPath(job.id)}>{job.title}</Link>}
        </h2>
        {fresh ? <span className={`${styles.badge} ${styles.new}`}>{labels.newBadge}</span> : null}
        {closed ? <span className={`${styles.badge} ${styles.closedBadge}`}>{labels.closedBadge}</span> : null}
      </div>
      <JobFacts job={job} closed={closed} locale={locale} labels={labels} />
      <div className={styles.actions}>
        <JobApply job={job} closed={closed} labels={labels} />
      </div>
    </article>
  );
}
