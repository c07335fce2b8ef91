import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ROUTES } from '@/lib/site/routes';
import { localeOf } from '@/lib/i18n/routing';
import { PageIntro } from '@/components/page/page-intro';
import { pagedShowingTemplates, paginationLabels } from '@/components/lists/labels';
import { NoticeBoard, type NoticeBoardProps } from '@/components/notices/notice-board';
import { loadNoticeBoard } from '@/components/notices/notice-data';

type Props = PageProps<'/[locale]/notice'>;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return pageMetadata(locale, 'notice', ROUTES.notice);
}

/**
 * The notice board. The server renders the first page of notices (the static HTML search engines
 * read); the client island takes over with the search, sort and page of the URL's query string.
 */
export default async function NoticePage({ params }: Props) {
  const { locale: param } = await params;
  const locale = localeOf(param);
  const [t, tBoard, tCommon, tErrors, pagination, data] = await Promise.all([
    getTranslations('pages.notice'),
    getTranslations('noticeBoard'),
    getTranslations('common'),
    getTranslations('instituteErrors'),
    paginationLabels('noticeBoard.pages'),
    loadNoticeBoard(locale),
  ]);
  const props: NoticeBoardProps = {
    locale,
    notices: data.ok ? data.notices : [],
    today: data.today,
    failed: !data.ok,
    labels: {
      search: tBoard('search'),
      searchPlaceholder: tBoard('searchPlaceholder'),
      sort: tBoard('sort'),
      newest: tBoard('newest'),
      oldest: tBoard('oldest'),
      refresh: tBoard('refresh'),
      loading: tBoard('loading'),
      error: tErrors('notices'),
      emptySearch: tBoard('emptySearch'),
      emptyAll: tBoard('emptyAll'),
      clearSearch: tBoard('clearSearch'),
      newBadge: tBoard('new'),
      opensInNewTab: tCommon('opensInNewTab'),
      pdf: tCommon('pdf'),
      showing: pagedShowingTemplates(tBoard),
      pagination,
    },
  };
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} route="notice" />
      <div className="container">
        <NoticeBoard {...props} />
      </div>
    </>
  );
}
