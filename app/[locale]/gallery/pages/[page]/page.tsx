import { ROUTES } from '@/lib/site/routes';
import { getTopPerformers } from '@/lib/institute/data';
import { GALLERY_PAGE_SIZE } from '@/lib/lists/gallery';
import { laterPageRoute } from '@/components/lists/later-page-route';
import { GalleryPage } from '../../gallery-page';

/**
 * A later page of the gallery's first tab (the top performers), at /gallery?page=N (proxy.ts
 * rewrites it here: this route's own path is no address of the site).
 */
const route = laterPageRoute({
  key: 'gallery',
  path: ROUTES.gallery,
  pageSize: GALLERY_PAGE_SIZE,
  count: async (locale) => {
    const top = await getTopPerformers(locale);
    return top.ok ? top.data.length : 0;
  },
  Page: GalleryPage,
});

/** Pages the list did not have at build time render on request (the proxy asks for 50 at most). */
export const instant = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.LaterPage;
