import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { JobsBoardPage } from './jobs-board-page';

type Props = PageProps<'/[locale]/career/jobs-board'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'careerJobsBoard', ROUTES.careerJobsBoard);
}

/** The job board's first page. */
export default async function JobsBoardFirstPage({ params }: Props) {
  const { locale } = await params;
  return <JobsBoardPage locale={localeOf(locale)} />;
}
