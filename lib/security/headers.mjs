// Security headers for every response (DESIGN.md section 6a). Imported by next.config.mjs.
// Plain JavaScript: next.config.mjs loads it before TypeScript is compiled. Next computes these
// headers when it builds, so SITE_URL, INSTITUTE_API_URL and RECAPTCHA_SITE_KEY must be set then.

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
 * The Content-Security-Policy of DESIGN.md section 6a. `framed`: the self-hosted video pages
 * under /files/videos, which the gallery shows in an iframe of the site itself.
 */
export function contentSecurityPolicy(env = process.env, { framed = false } = {}) {
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY?.trim());
  const upstream = upstreamOrigin(env);
  // `next dev` only: React rebuilds server stack traces with eval. A production build never gets it.
  const development = env.NODE_ENV === 'development';
  const directives = {
    'default-src': ["'self'"],
    // Next writes its page payload in inline scripts; a nonce would force every page to render per request (ADR 0006).
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(recaptcha ? [...RECAPTCHA_HOSTS, RECAPTCHA_CODE] : [])],
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
 * (Next's rule), so the video pages' entry follows the site-wide one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ source: string; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaders(env = process.env) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
        { key: 'X-Frame-Options', value: 'DENY' },
        ...commonHeaders(env),
      ],
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
