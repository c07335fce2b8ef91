import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PageIntro } from '@/components/page/page-intro';
import { pagedShowingTemplates, paginationLabels } from '@/components/lists/labels';
import { NoticeBoard, type NoticeBoardProps } from '@/components/notices/notice-board';
import { loadNoticeBoard } from '@/components/notices/notice-data';
import { englishOnlyLabels } from '@/components/lists/english-only-tag';

/**
 * The notice board, drawn on `page` (the first, or a later one at its own address: the route
 * pages/[page]). The client island takes over with the search, sort and page of the URL's query string.
 */
export async function NoticeBoardPage({ locale, page = 1 }: { locale: Locale; page?: number }) {
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
    page,
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
      clearBox: tBoard('clearBox'),
      newBadge: tBoard('new'),
      opensInNewTab: tCommon('opensInNewTab'),
      pdf: tCommon('pdf'),
      showing: pagedShowingTemplates(tBoard),
      pagination,
    },
    englishOnly: englishOnlyLabels(locale, tCommon),
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
