import { getNotices, setCacheLifetime } from '@/lib/institute/data';
import { formatShortDate } from '@/lib/format/date';
import { dhakaDate } from '@/lib/site/clock';
import type { Locale } from '@/lib/i18n/routing';
import type { NoticeItem } from './notice-board';

export type NoticeBoardData = { ok: true; notices: NoticeItem[]; today: string } | { ok: false; today: string };

/**
 * The notices as the board shows them, with their dates already written in the page's language,
 * and today in Dhaka for the 'new' badge. Cached for minutes (like the notices themselves, and
 * capped the same way), so "today" moves on shortly after midnight without a rebuild. The page
 * and /api/notices share it.
 */
export async function loadNoticeBoard(locale: Locale): Promise<NoticeBoardData> {
  'use cache';
  setCacheLifetime('minutes');
  const today = dhakaDate();
  const result = await getNotices(locale);
  if (!result.ok) return { ok: false, today };
  return {
    ok: true,
    today,
    notices: result.data.map((notice) => ({
      id: notice.id,
      title: notice.title,
      publicDate: notice.publicDate,
      dateLabel: formatShortDate(notice.publicDate, locale),
      url: notice.url,
      urlLanguage: notice.urlLanguage,
    })),
  };
}
