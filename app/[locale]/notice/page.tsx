import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { NoticeBoardPage } from './notice-board-page';

type Props = PageProps<'/[locale]/notice'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'notice', ROUTES.notice);
}

/** The notice board's first page: the static HTML search engines read first. */
export default async function NoticePage({ params }: Props) {
  const { locale } = await params;
  return <NoticeBoardPage locale={localeOf(locale)} />;
}
