import type { Database } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { apiProduct } from '@/lib/site/config';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import type { SubmissionKind } from '@/lib/submissions/pipeline';
import { siteSubmissions } from '@/lib/submissions/server';
import { instituteApiUrl } from '../config';
import { requestedLocale } from '../language';
import { resourceAt } from '../wire';
import { getInstituteDatabase } from './database';
import { REPOSITORY } from './repository';
import { jsonResponse } from '../json-response';

export type RequestHandler = (request: Request) => Promise<Response>;

export interface InstituteApiOptions {
  getDatabase: () => Promise<Database>;
  /** The {product} of /{product}_webside/...; default from INSTITUTE_PRODUCT (erp). */
  product?: string;
  /**
   * The POST endpoints (the forms), answered by lib/submissions with the same validation, human
   * check and limits as the site's /api routes. Without it those paths answer 405.
   */
  submit?: (kind: SubmissionKind, request: Request, locale: Locale) => Promise<Response>;
  /**
   * OPTIONS (a CORS preflight), answered by lib/submissions as on the site's /api routes: another
   * site's is refused (403), and no Access-Control-Allow-* header is ever sent. Without it OPTIONS
   * answers 405.
   */
  preflight?: (request: Request, locale: Locale, allow: string) => Promise<Response>;
}

/** The POST endpoints of DESIGN.md section 3 and the form each one takes. */
const POST_ENDPOINTS: Record<string, SubmissionKind> = {
  admission_apply: 'admission',
  get_in_touch: 'contact',
  request_prospectus: 'prospectus',
  newsletter_subscribe: 'newsletter',
};

/** The endpoint name of /{product}_webside/{name} or /api/webside/{name} (where proxy.ts rewrites it). */
function endpointName(pathname: string, product: string): string | undefined {
  for (const prefix of [`/${product}_webside/`, '/api/webside/']) {
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length).replace(/\/$/, '');
      return /^[a-z_]+$/.test(rest) ? rest : undefined;
    }
  }
  return undefined;
}

/**
 * The embedded institute API: the GET contract of DESIGN.md section 3, framework-free. It routes
 * by path, answers JSON in the language asked for (?lang= or Accept-Language), 404 JSON for an
 * unknown path and 405 for a method other than GET (POST for the forms' endpoints) and OPTIONS.
 */
export function createInstituteApiHandler(options: InstituteApiOptions): RequestHandler {
  return async (request) => {
    const url = new URL(request.url);
    const name = endpointName(url.pathname, options.product ?? apiProduct()) ?? '';
    const locale = requestedLocale(url.searchParams.get('lang'), request.headers.get('accept-language'));
    const form = Object.hasOwn(POST_ENDPOINTS, name) ? POST_ENDPOINTS[name] : undefined;
    const resource = form ? undefined : resourceAt(name);
    if (!form && !resource) return jsonResponse(404, { message: 'Not found' });
    const allow = form ? 'POST, OPTIONS' : 'GET, OPTIONS';
    // Another site's preflight is refused as on the site's own /api routes (docs/security.md).
    if (request.method === 'OPTIONS') return options.preflight ? options.preflight(request, locale, allow) : methodNotAllowed(allow);
    if (form) {
      if (request.method !== 'POST' || !options.submit) return methodNotAllowed(allow);
      return options.submit(form, request, locale);
    }
    if (request.method !== 'GET' || !resource) return methodNotAllowed(allow);

    try {
      const body = await REPOSITORY[resource](await options.getDatabase(), locale);
      return jsonResponse(200, body, {
        'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
        'Content-Language': locale,
        Vary: 'Accept-Language',
      });
    } catch (error) {
      console.error(`[institute api] ${url.pathname} failed:`, error);
      return jsonResponse(500, { message: 'The institute service could not answer. Please try again later.' });
    }
  };
}

const embedded = createInstituteApiHandler({
  getDatabase: getInstituteDatabase,
  submit: (kind, request, locale) => siteSubmissions().submit(kind, request, locale, 'institute'),
  preflight: (request, locale, allow) => siteSubmissions().preflight(request, locale, allow),
});

/**
 * What app/api/webside/[[...path]]/route.ts serves. With INSTITUTE_API_URL set the site reads the
 * upstream and keeps no database, so the embedded endpoints answer 404.
 */
export const instituteApiHandler: RequestHandler = async (request) => {
  if (instituteApiUrl()) {
    return jsonResponse(404, { message: 'The embedded institute API is off: this site reads INSTITUTE_API_URL.' });
  }
  return embedded(request);
};
