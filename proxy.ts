import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { LANGUAGE_CHOICE_PARAM, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, defaultLocale, isLocale, routing } from '@/lib/i18n/routing';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { OFFLINE_PATH, idRouteOf, isKnownPath, type IdRouteKind } from '@/lib/site/routes';
import { pageMeantBy } from '@/lib/site/page-meant-by';
import { prerenderedPageOf, prerenderedPagePath } from '@/lib/lists/prerendered-pages';
import { UNKNOWN_ID, departmentIdCheck, jobIdCheck, type IdCheck } from '@/lib/institute/known-ids';
import { apiProductPrefix } from '@/lib/site/config';
import { jsonResponse } from '@/lib/institute/json-response';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { NONCE_PAGE_ADDRESSES, contentSecurityPolicy, createNonce } from '@/lib/security/headers.mjs';

const intl = createIntlMiddleware(routing);

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.searchParams.delete(LANGUAGE_CHOICE_PARAM);
  const response = NextResponse.redirect(url, 307);
  // The answer depends on the visitor's cookie: no shared cache may keep it.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** Whether every %-escape of the path decodes. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * What config.matcher lets in only for the address check below: the API routes, and any
 * `/{segment}/manifest.webmanifest` (a file: an unknown language's is Next's 404, not the home page).
 */
const API_OR_MANIFEST = /^\/api\/|^\/[^/]+\/manifest\.webmanifest$/;

/** For each kind of id route (lib/site/routes.ts), the check of which ids the institute's data has. */
const ID_CHECKS: Record<IdRouteKind, () => IdCheck> = { department: departmentIdCheck, job: jobIdCheck };

/**
 * The pages built for typing personal data get a strict Content-Security-Policy with a nonce of
 * their own, new for every response (DESIGN.md section 6a, decision 0006), on every answer to
 * their addresses; next.config.mjs's static policy leaves them out. Next reads the nonce from the
 * request's policy and puts it on every script it writes; the pages render per request for it.
 */
export async function proxy(request: NextRequest) {
  if (!NONCE_PAGE_ADDRESSES.includes(request.nextUrl.pathname.toLowerCase())) return answer(request);
  const policy = contentSecurityPolicy(process.env, { nonce: createNonce() });
  let forwarded = request;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    forwarded = new NextRequest(request, { headers });
  }
  const response = await answer(forwarded);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

async function answer(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;

  // Next answers 500 when a route's parameter cannot be decoded (/api/og/en/%ZZ): refuse it here.
  // A page address that cannot be decoded is unknown, and goes home like any other (below).
  const apiPrefix = apiProductPrefix();
  if (!decodable(pathname) && (API_OR_MANIFEST.test(pathname) || pathname.startsWith(apiPrefix))) {
    return jsonResponse(400, { message: 'Bad request: the address could not be decoded.' });
  }
  // The search index is only read, and prerendered, which a route exporting any method but GET
  // cannot be: its other methods are answered here (Next answered them 200 with the list).
  if (pathname.startsWith('/api/search-index/') && request.method !== 'GET' && request.method !== 'HEAD') {
    return methodNotAllowed('GET, HEAD');
  }
  if (API_OR_MANIFEST.test(pathname)) return NextResponse.next();

  // The embedded institute API answers at /{product}_webside/... (DESIGN.md section 2).
  if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) {
    const url = request.nextUrl.clone();
    url.pathname = `/api/webside${pathname.slice(apiPrefix.length)}`;
    return NextResponse.rewrite(url);
  }

  // A page is only read. Next would render it for any method (a POST may be a Server Action,
  // which this site has none of), and answer OPTIONS with a bare 400.
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');

  const address = splitLocale(pathname);
  const { locale, path, prefixed } = address;

  // The language toggle's link carries the choice (switchLanguagePath): stored here, so that it
  // holds when the page's script has not run (or never does).
  const choice = request.nextUrl.searchParams.get(LANGUAGE_CHOICE_PARAM);
  if (isLocale(choice)) {
    const response = redirectTo(request, localizedPath(path, choice));
    response.cookies.set(LANGUAGE_COOKIE, choice, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
    return response;
  }

  const chosen = request.cookies.get(LANGUAGE_COOKIE)?.value;
  /** The language of a redirect: the address's, if it names one; else the visitor's choice. */
  const languageOf = (where: ReturnType<typeof splitLocale>) => (where.prefixed ? where.locale : isLocale(chosen) ? chosen : defaultLocale);

  if (!isKnownPath(path)) {
    // An address typed from a leaflet (/Notice) or copied out of a sentence (/admission.): its page.
    const meant = pageMeantBy(pathname);
    if (meant) return redirectTo(request, localizedPath(meant.path, languageOf(meant)));
    // Spec: any other path redirects to the home page, in the visitor's language. That includes
    // an old site's /index.html or /notice.php: config.matcher lets in every address but the
    // site's own files.
    return redirectTo(request, localizedPath('/', languageOf(address)));
  }

  // A returning visitor who chose Bengali gets Bengali from the first byte. Not the offline page:
  // the service worker precaches each language's at its own address (decision 0016).
  if (!prefixed && isLocale(chosen) && chosen !== defaultLocale && path !== OFFLINE_PATH) {
    return redirectTo(request, localizedPath(path, chosen));
  }

  const byId = idRouteOf(path);
  if (byId) {
    const { id } = byId;
    // /department-details/01 is department 1: one address for it (and one cached page).
    if (/^\d{2,9}$/.test(id) && String(Number(id)) !== id) {
      const url = request.nextUrl.clone();
      url.pathname = localizedPath(`${byId.prefix}${Number(id)}`, locale);
      return NextResponse.redirect(url, 308);
    }
    // Every unknown id gets the one prerendered "no such department/job" page, not a page of its
    // own in Next's cache (lib/institute/known-ids.ts).
    if (id !== UNKNOWN_ID && !(await ID_CHECKS[byId.kind]().isKnown(id))) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}${byId.prefix}${UNKNOWN_ID}`;
      const response = NextResponse.rewrite(url);
      // The page's own lifetime is the list's (minutes to days): a shared cache must not keep
      // "not found" that long at an address that may be a department or a job tomorrow.
      response.headers.set('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=60');
      return response;
    }
  }

  // A list's later page is drawn by the server (lib/lists/prerendered-pages.ts). An /en/… address is
  // left to next-intl, which sends it to the unprefixed one first.
  const listPage = prerenderedPageOf(path, request.nextUrl.searchParams);
  if (listPage && !(prefixed && locale === defaultLocale)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${prerenderedPagePath(path, listPage)}`;
    return NextResponse.rewrite(url);
  }

  return intl(request);
}

export const config = {
  matcher: [
    // Everything but Next's own assets, the API routes, /.well-known/ (answered 404 by Next, as
    // its clients expect), the folders of public/ and the files of app/ (robots.txt and the like):
    // a file the site does not have is an unknown address.
    // tests/unit/proxy-matcher.test.ts checks that every entry of public/ and app/ is left out.
    '/((?!api/|_next/|__next|_vercel/|\\.well-known/|images/|fonts/|files/|icons/|media/|(?:favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest|sw\\.js)$).*)',
    // and, for the address check only, the API routes with parameters (not the site's form posts,
    // whose bodies a proxy would buffer; the embedded API's pass through it anyway, rewritten).
    '/api/og/:path*',
    '/api/webside/:path*',
    '/api/search-index/:path*',
    '/:locale/manifest.webmanifest',
  ],
};
