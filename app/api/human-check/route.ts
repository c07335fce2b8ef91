import { connection } from 'next/server';
import { methodsNotAllowed } from '@/lib/http/method-not-allowed';
import { localeOfQuery, optionsHandler, siteSubmissions } from '@/lib/submissions/server';

/**
 * GET /api/human-check: a fresh signed proof-of-work challenge, or the reCAPTCHA site key
 * (DESIGN.md section 6). Every answer is new, so it is made per request and never cached; a
 * request from another site's page is refused like a post.
 */
export async function GET(request: Request): Promise<Response> {
  await connection();
  return siteSubmissions().humanCheckInfo(localeOfQuery(request), request);
}

export const OPTIONS = optionsHandler;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET, OPTIONS');
