import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { GalleryPage } from './gallery-page';

type Props = PageProps<'/[locale]/gallery'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'gallery', ROUTES.gallery);
}

/** The gallery's first tab, on its first page. */
export default async function GalleryFirstPage({ params }: Props) {
  const { locale } = await params;
  return <GalleryPage locale={localeOf(locale)} />;
}
