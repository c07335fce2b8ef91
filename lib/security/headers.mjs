// Security headers for every response (DESIGN.md section 6a). Imported by next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before TypeScript is compiled. Next computes these
// headers when it builds, so SITE_URL, INSTITUTE_API_URL and RECAPTCHA_SITE_KEY must be set then.
// The form pages' policy carries a nonce: proxy.ts makes it for every request (decision 0006).

/** reCAPTCHA v3 loads its script from www.google.com, its code from www.gstatic.com and runs in a frame. */
const RECAPTCHA_HOSTS = ['https://www.google.com', 'https://www.recaptcha.net'];
const RECAPTCHA_CODE = 'https://www.gstatic.com';

/** The lazy map on /contact/maps (lib/content/institute.json: map.embedUrl). */
const MAP_HOST = 'https://www.openstreetmap.org';

/** Whether the site is served over https, from SITE_URL (the production setting). */
export function isHttpsSite(env = process.env) {
  return (env.SITE_URL?.trim() ?? '').toLowerCase().startsWith('https://');
}

/** The origin of INSTITUTE_API_URL, or null (the embedded service). */
function upstreamOrigin(env) {
  const value = env.INSTITUTE_API_URL?.trim();
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The pages built for typing personal data (DESIGN.md section 6a), at their addresses without the
 * language: rendered per request, with a nonce in place of `'unsafe-inline'` for scripts.
 * tests/security/headers.test.ts holds them to lib/site/routes.ts.
 */
export const NONCE_PAGES = ['/admission', '/admission/prospectus', '/contact'];

/** The other language's prefix (lib/i18n/routing.ts: English is served unprefixed). */
const PREFIXED_LOCALES = ['bn'];

/** Every address of NONCE_PAGES, in each language: `/admission`, `/bn/admission`, … */
export const NONCE_PAGE_ADDRESSES = NONCE_PAGES.flatMap((path) => [path, ...PREFIXED_LOCALES.map((locale) => `/${locale}${path}`)]);

/**
 * next.config.mjs's source for the static policy: every address but NONCE_PAGE_ADDRESSES, which
 * get theirs from proxy.ts. Two policies would both apply, and the static one's 'unsafe-inline'
 * would still count against the page (Mozilla Observatory reads every policy).
 */
export const STATIC_POLICY_SOURCE = `/:path((?!(?:(?:${PREFIXED_LOCALES.join('|')})/)?(?:${NONCE_PAGES.map((path) => path.slice(1)).join('|')})$).*)`;

/** A fresh nonce for one response: 128 random bits, base64 (what Next reads from the policy). */
export function createNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The nonce of a policy's script-src, as Next reads it (next/dist/server/app-render/get-script-nonce-from-header.js). */
export function nonceOf(policy) {
  const scripts = policy?.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
  return scripts?.match(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}

/**
 * The Content-Security-Policy of DESIGN.md section 6a. `framed`: the self-hosted video pages
 * under /files/videos, which the gallery shows in an iframe of the site itself. `nonce`: the
 * strict policy of the form pages, for one response.
 */
export function contentSecurityPolicy(env = process.env, { framed = false, nonce = undefined } = {}) {
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY?.trim());
  const upstream = upstreamOrigin(env);
  // `next dev` only: React rebuilds server stack traces with eval. A production build never gets it.
  const development = env.NODE_ENV === 'development';
  const directives = {
    'default-src': ["'self'"],
    'script-src': nonce
      ? // Only scripts carrying the response's nonce (Next puts it on every script it writes), and
        // what they load ('strict-dynamic': Next's chunks, the receipt's QR code, reCAPTCHA). Every
        // browser Next 16 supports (Chrome/Edge/Firefox 111, Safari 16.4) knows both, so there is no
        // 'unsafe-inline' fallback for older ones; 'self' and the reCAPTCHA hosts are what a browser
        // without 'strict-dynamic' would go by, and are ignored by every other.
        ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : []), ...(recaptcha ? [...RECAPTCHA_HOSTS, RECAPTCHA_CODE] : [])]
      : // Next writes its page payload in inline scripts; a nonce would force every page to render per request (ADR 0006).
        ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(recaptcha ? [...RECAPTCHA_HOSTS, RECAPTCHA_CODE] : [])],
    // Next inlines critical styles, and the video pages style themselves inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(upstream ? [upstream] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(recaptcha ? RECAPTCHA_HOSTS : [])],
    'media-src': ["'self'"],
    // Video stories: self-hosted pages, or the upstream's when the institute API serves them.
    'frame-src': ["'self'", MAP_HOST, ...(upstream ? [upstream] : []), ...(recaptcha ? RECAPTCHA_HOSTS : [])],
    // The proof-of-work solver (lib/human-check/use-human-check.ts) is a bundled module worker.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framed ? "'self'" : "'none'"],
  };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (isHttpsSite(env)) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** The headers every response carries, apart from the CSP and X-Frame-Options. */
function commonHeaders(env) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Only over https (no includeSubDomains: the institute's other hosts are not ours to decide). A browser that saw HSTS on http://localhost would refuse plain http there for a year.
    ...(isHttpsSite(env) ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}

/**
 * Entries for next.config.mjs's headers(). Where two entries set the same key, the later wins
 * (Next's rule), so the video pages' entry follows the site-wide one. The form pages' policy is
 * proxy.ts's, per request.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ source: string; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaders(env = process.env) {
  return [
    {
      source: '/:path*',
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }, ...commonHeaders(env)],
    },
    {
      source: STATIC_POLICY_SOURCE,
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(env) }],
    },
    {
      source: '/files/videos/:file*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, { framed: true }) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
  ];
}
