import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { jsonResponse } from '@/lib/institute/json-response';
import { loadNoticeBoard } from '@/components/notices/notice-data';
import { methodsNotAllowed } from '@/lib/http/method-not-allowed';

/**
 * GET /api/notices?lang=en|bn: the notice board's data for its refresh button, in the same shape
 * the page gives the board ({ notices, today }). Shared caches may keep an answer for a minute,
 * as long as the notices themselves are fresh on the server.
 */
export async function GET(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
  if (!isLocale(lang)) return jsonResponse(400, { message: 'lang must be en or bn' });
  const data = await loadNoticeBoard(lang);
  if (!data.ok) {
    const t = await getTranslations({ locale: lang, namespace: 'instituteErrors' });
    return jsonResponse(502, { message: t('notices') });
  }
  return jsonResponse(
    200,
    { notices: data.notices, today: data.today },
    { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300', Vary: 'Accept-Encoding' },
  );
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET');
