import type { Locale } from '@/lib/i18n/routing';
import type { Job } from '@/lib/institute/types';
import { formatShortDate } from '@/lib/format/date';
import { isClosed, isNew } from '@/lib/lists/badges';
import { NewTabLink } from '@/components/lists/new-tab-link';
import { FileTag } from '@/components/lists/file-tag';
import styles from './job-card.module.css';

export type JobCardLabels = {
  company: string;
  location: string;
  posted: string;
  deadline: string;
  noDeadline: string;
  newBadge: string;
  closedBadge: string;
  apply: string;
  /** '{title}' is replaced, for the apply link's name: 'Apply now for {title}'. */
  applyFor: string;
  closed: string;
  opensInNewTab: string;
  /** 'PDF', beside the apply link when it opens one. */
  pdf: string;
};

/** One job: title, company, location, dates, badges and 'Apply now' (a new tab) while it is open. */
export function JobCard({ job, today, locale, labels }: { job: Job; today: string; locale: Locale; labels: JobCardLabels }) {
  const closed = isClosed(job.deadline, today);
  const fresh = !closed && isNew(job.publicDate, today);
  return (
    <article className={styles.card} data-closed={closed || undefined}>
      <div className={styles.head}>
        <h2 className={styles.title}>{job.title}</h2>
        {fresh ? <span className={`${styles.badge} ${styles.new}`}>{labels.newBadge}</span> : null}
        {closed ? <span className={`${styles.badge} ${styles.closedBadge}`}>{labels.closedBadge}</span> : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.company}</dt>
          <dd>{job.companyName}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{job.location}</dd>
        </div>
        {job.publicDate ? (
          <div>
            <dt>{labels.posted}</dt>
            <dd>
              <time dateTime={job.publicDate}>{formatShortDate(job.publicDate, locale)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{labels.deadline}</dt>
          <dd className={styles.deadline}>
            {job.deadline ? <time dateTime={job.deadline}>{formatShortDate(job.deadline, locale)}</time> : labels.noDeadline}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {closed ? (
          <p className={styles.closedNote}>{labels.closed}</p>
        ) : job.url ? (
          <NewTabLink href={job.url} className="button" newTabLabel={labels.opensInNewTab}>
            <span aria-hidden="true">{labels.apply}</span>
            <span className="visually-hidden">{labels.applyFor.replace('{title}', job.title)}</span>
            <FileTag href={job.url} label={labels.pdf} />
          </NewTabLink>
        ) : null}
      </div>
    </article>
  );
}
