import { ROUTES } from '@/lib/site/routes';
import { NOTICES_PER_PAGE } from '@/lib/lists/notices';
import { loadNoticeBoard } from '@/components/notices/notice-data';
import { laterPageRoute } from '@/components/lists/later-page-route';
import { NoticeBoardPage } from '../../notice-board-page';

/**
 * A later page of the notice board, at /notice?page=N (proxy.ts rewrites it here: this route's own
 * path is no address of the site). Its HTML shows that page's notices.
 */
const route = laterPageRoute({
  key: 'notice',
  path: ROUTES.notice,
  pageSize: NOTICES_PER_PAGE,
  count: async (locale) => {
    const data = await loadNoticeBoard(locale);
    return data.ok ? data.notices.length : 0;
  },
  Page: NoticeBoardPage,
});

/** Pages the list did not have at build time render on request (the proxy asks for 50 at most). */
export const instant = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.LaterPage;
