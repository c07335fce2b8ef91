/**
 * The security headers next.config.mjs sends (lib/security/headers.mjs, DESIGN.md section 6a),
 * as built for each environment. The e2e spec checks them on a real production build.
 */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import {
  NONCE_PAGES,
  NONCE_PAGE_ADDRESSES,
  STATIC_POLICY_SOURCE,
  contentSecurityPolicy,
  createNonce,
  nonceOf,
  securityHeaders,
} from '@/lib/security/headers.mjs';
import { ROUTES } from '@/lib/site/routes';

const env = (values: Record<string, string> = {}) => values as unknown as NodeJS.ProcessEnv;

/** 'script-src' → its sources, for every directive of a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function headerOf(entries: ReturnType<typeof securityHeaders>, source: string, key: string): string | undefined {
  return entries.find((entry) => entry.source === source)?.headers.find((header) => header.key === key)?.value;
}

describe('the Content-Security-Policy', () => {
  it('is strict by default: nothing from other sites, no eval, no plugins, no framing', () => {
    const csp = directives(contentSecurityPolicy(env({ NODE_ENV: 'production' })));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(contentSecurityPolicy(env())).not.toContain('unsafe-eval');
  });

  it('allows the reCAPTCHA hosts only when RECAPTCHA_SITE_KEY is set', () => {
    const csp = directives(contentSecurityPolicy(env({ RECAPTCHA_SITE_KEY: 'site-key' })));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www.google.com', 'https://www.recaptcha.net']);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://www.google.com', 'https://www.gstatic.com']));
    expect(contentSecurityPolicy(env({ RECAPTCHA_SITE_KEY: '  ' }))).not.toContain('google');
  });

  it('allows the upstream institute API host for images (and its video pages) when INSTITUTE_API_URL is set', () => {
    const csp = directives(contentSecurityPolicy(env({ INSTITUTE_API_URL: 'https://erp.example.edu/base/' })));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://erp.example.edu']);
    expect(csp.get('frame-src')).toContain('https://erp.example.edu');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only when SITE_URL is https', () => {
    expect(contentSecurityPolicy(env({ SITE_URL: 'https://www.example.edu' }))).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(env({ SITE_URL: 'http://localhost:3000' }))).not.toContain('upgrade-insecure-requests');
  });

  it("lets only the site itself frame the self-hosted video pages", () => {
    expect(directives(contentSecurityPolicy(env(), { framed: true })).get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe("the form pages' policy (DESIGN.md section 6a)", () => {
  const nonce = 'b3JkaW5hcnktbm9uY2Utb2Y=';

  it('runs only scripts that carry the nonce, and what they load: no inline script otherwise, no eval', () => {
    const csp = directives(contentSecurityPolicy(env({ NODE_ENV: 'production' }), { nonce }));
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    // Everything else as strict as the static policy.
    const strict = directives(contentSecurityPolicy(env({ NODE_ENV: 'production' })));
    for (const [name, sources] of strict) if (name !== 'script-src') expect([name, csp.get(name)]).toEqual([name, sources]);
    expect(contentSecurityPolicy(env({ RECAPTCHA_SITE_KEY: 'site-key' }), { nonce })).toContain(`'strict-dynamic' https://www.google.com`);
  });

  it('gets a fresh nonce of 128 random bits for every response, which Next reads back from it', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const made of nonces) {
      expect(made).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = contentSecurityPolicy(env(), { nonce: made });
      expect(getScriptNonceFromHeader(policy)).toBe(made);
      expect(nonceOf(policy)).toBe(made);
    }
    expect(nonceOf(contentSecurityPolicy(env()))).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });

  it('is for the admission, prospectus and contact pages, in both languages', () => {
    expect([...NONCE_PAGES].sort()).toEqual([ROUTES.admission, ROUTES.admissionProspectus, ROUTES.contact].sort());
    expect([...NONCE_PAGE_ADDRESSES].sort()).toEqual(
      ['/admission', '/bn/admission', '/admission/prospectus', '/bn/admission/prospectus', '/contact', '/bn/contact'].sort(),
    );
  });

  it("leaves those addresses out of the static policy's entry, and only those (as Next matches a source)", () => {
    const matches = getPathMatch(STATIC_POLICY_SOURCE, { strict: true, removeUnnamedParams: true, sensitive: false });
    for (const address of NONCE_PAGE_ADDRESSES) expect([address, Boolean(matches(address))]).toEqual([address, false]);
    const others = ['/', '/bn', '/notice', '/admission/requirements', '/bn/admission/tuition-fees', '/contact/maps', '/bn/contact/feedback', '/en/admission', '/admissions', '/files/videos/a.html', '/_next/static/chunks/a.js', '/api/contact'];
    for (const address of others) expect([address, Boolean(matches(address))]).toEqual([address, true]);
    const entries = securityHeaders(env());
    expect(entries.find((entry) => entry.source === STATIC_POLICY_SOURCE)?.headers).toEqual([
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(env()) },
    ]);
    expect(headerOf(entries, '/:path*', 'Content-Security-Policy')).toBeUndefined();
  });
});

describe('the header entries for next.config.mjs', () => {
  it('send every header on every path, HSTS only on an https site', () => {
    const http = securityHeaders(env({ SITE_URL: 'http://localhost:3000' }));
    expect(http[0]!.source).toBe('/:path*');
    expect(headerOf(http, '/:path*', 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(http, '/:path*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerOf(http, '/:path*', 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(http, '/:path*', 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headerOf(http, '/:path*', 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    expect(headerOf(http, '/:path*', 'Strict-Transport-Security')).toBeUndefined();

    const https = securityHeaders(env({ SITE_URL: 'https://www.example.edu' }));
    expect(headerOf(https, '/:path*', 'Strict-Transport-Security')).toBe('max-age=31536000');
  });

  it('override the framing headers for /files/videos after the site-wide entry (the later entry wins)', () => {
    const entries = securityHeaders(env());
    const videos = entries.findIndex((entry) => entry.source === '/files/videos/:file*');
    expect(videos).toBeGreaterThan(entries.findIndex((entry) => entry.source === '/:path*'));
    expect(headerOf(entries, '/files/videos/:file*', 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headerOf(entries, '/files/videos/:file*', 'Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });
});
