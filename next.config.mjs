import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers.mjs';
import { instanceConfig } from './lib/deploy/instance-config.mjs';
import { siteUrlOfBuild } from './lib/site/site-url-of-build.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  // Off: the site never prefetches links (lib/i18n/navigation.tsx), so Partial Prefetching gave
  // nothing, and on a page rendered per request (the form pages, for their CSP nonce) it ran a
  // second "runtime prefetch" render and wrote it into the HTML: /admission 47.0 KB gzip with it,
  // 30.4 KB without, and 39 against 65 renders a second (decision 0006).
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The site's CSS is small (about 12 KB compressed): inlined, it costs no extra round trip
    // before the first paint on a slow mobile connection.
    inlineCss: true,
    // Inlined CSS costs no request, so no route should carry another route's styles: the graph
    // strategy with a near-zero request cost gives each route (almost) only the CSS it imports.
    cssChunking: { type: 'graph', requestCost: 1000 },
    // Next copies the body of every request proxy.ts sees (the embedded API's form posts, a POST
    // to a page) into memory, 10 MB by default, before the route's own limits run. The largest
    // body the site takes is an application with its photo (MULTIPART_BODY_LIMIT, 700 KB).
    proxyClientMaxBodySize: '1mb',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths: every width is one srcset entry on every image of every page. These
    // still cover phones (360–412 px at 2–3x) and desktops; nothing on the site is wider than 1920 px.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    // 50: the lighter images a browser asking to save data gets (lib/http/save-data.mjs).
    qualities: [50, 75],
    // The site's own images: public/images and the build's imported media. Any other local path
    // (an unknown one redirects home) is refused with 400, not fetched and answered with a 500.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/_next/static/media/**' }],
    // Images of an upstream institute API are loaded from its host (spec section 7).
    remotePatterns: process.env.INSTITUTE_API_URL ? [new URL('/**', process.env.INSTITUTE_API_URL)] : [],
  },
  async headers() {
    return [
      {
        // Font files are named for their content (tests/unit/font-files.test.ts); browsers may keep them for a year.
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        // The service worker (decision 0016): always asked again, so a new deployment's is found.
        source: '/sw.js',
        headers: [{ key: 'Cache-Control', value: 'no-cache' }],
      },
      ...securityHeaders(),
    ];
  },
};

/** @param {string} phase */
export default function config(phase) {
  return withNextIntl({ ...nextConfig, ...siteUrlOfBuild(process.env, phase), ...instanceConfig(process.env, phase) });
}
