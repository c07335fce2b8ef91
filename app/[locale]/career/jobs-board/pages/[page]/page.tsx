import { ROUTES } from '@/lib/site/routes';
import { JOBS_PER_PAGE } from '@/lib/lists/jobs';
import { loadJobBoard } from '@/components/jobs/job-data';
import { laterPageRoute } from '@/components/lists/later-page-route';
import { JobsBoardPage } from '../../jobs-board-page';

/**
 * A later page of the jobs board, at /career/jobs-board?page=N (proxy.ts rewrites it here: this
 * route's own path is no address of the site). Its HTML shows that page's jobs.
 */
const route = laterPageRoute({
  key: 'careerJobsBoard',
  path: ROUTES.careerJobsBoard,
  pageSize: JOBS_PER_PAGE,
  count: async (locale) => {
    const { jobs } = await loadJobBoard(locale);
    return jobs.ok ? jobs.data.length : 0;
  },
  Page: JobsBoardPage,
});

/** Pages the list did not have at build time render on request (the proxy asks for 50 at most). */
export const instant = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.LaterPage;
