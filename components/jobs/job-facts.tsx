import type { Locale } from '@/lib/i18n/routing';
import type { Job } from '@/lib/institute/types';
import { formatShortDate } from '@/lib/format/date';
import { NewTabLink } from '@/components/lists/new-tab-link';
import { FileTag } from '@/components/lists/file-tag';
import styles from './job-facts.module.css';

export type JobFactLabels = {
  company: string;
  location: string;
  posted: string;
  deadline: string;
  noDeadline: string;
};

export type JobApplyLabels = {
  apply: string;
  /** '{title}' is replaced, for the apply link's name: 'Apply now for {title}'. */
  applyFor: string;
  closed: string;
  opensInNewTab: string;
  /** 'PDF', beside the apply link when it opens one. */
  pdf: string;
};

/** A job's company, location, posting date and deadline, as on its card and its own page. */
export function JobFacts({ job, closed, locale, labels }: { job: Job; closed: boolean; locale: Locale; labels: JobFactLabels }) {
  return (
    <dl className={styles.facts} data-closed={closed || undefined}>
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
  );
}

/** 'Apply now' (the circular, in a new tab) while the job is open; 'Applications closed' after. */
export function JobApply({ job, closed, labels }: { job: Job; closed: boolean; labels: JobApplyLabels }) {
  if (closed) return <p className={styles.closedNote}>{labels.closed}</p>;
  if (!job.url) return null;
  return (
    <NewTabLink href={job.url} className="button" newTabLabel={labels.opensInNewTab}>
      <span aria-hidden="true">{labels.apply}</span>
      <span className="visually-hidden">{labels.applyFor.replace('{title}', job.title)}</span>
      <FileTag href={job.url} label={labels.pdf} />
    </NewTabLink>
  );
}
