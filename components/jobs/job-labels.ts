import { getTranslations } from 'next-intl/server';
import type { JobCardLabels } from './job-card';

/** The job card's labels in the request's language (the jobs board and a job's own page). */
export async function jobCardLabels(): Promise<JobCardLabels> {
  const [tJobs, tCommon] = await Promise.all([getTranslations('jobsBoard'), getTranslations('common')]);
  return {
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
}
