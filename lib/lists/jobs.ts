/**
 * The job board's order: open jobs first, then those past their deadline; inside each group the
 * newest posting first (a job without a date last). Spec section 9: 6 jobs a page.
 */
import type { Job } from '@/lib/institute/types';
import { isClosed } from './badges';

export const JOBS_PER_PAGE = 6;

export function orderJobs<T extends Pick<Job, 'publicDate' | 'deadline'>>(jobs: readonly T[], today: string): T[] {
  return jobs
    .map((job, index) => ({ job, index, closed: isClosed(job.deadline, today) }))
    .sort((a, b) => {
      if (a.closed !== b.closed) return a.closed ? 1 : -1;
      const x = a.job.publicDate ?? '';
      const y = b.job.publicDate ?? '';
      if (x !== y) return x < y ? 1 : -1;
      return a.index - b.index;
    })
    .map(({ job }) => job);
}
