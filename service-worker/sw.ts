/// <reference lib="webworker" />
// The site's service worker (issue 47, decision 0016), built by scripts/build-service-worker.mjs
// after `next build` into public/sw.js. Pages: network first, the last copy when the network fails
// or is slow, else the offline page. The site's own files: kept for repeat visits. Never cached:
// anything but GET, /api/ (forms, the human check), redirects (the language cookie's answers).
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type SerwistPlugin } from 'serwist';
import { OFFLINE_PATH } from '@/lib/site/routes';
import { PAGES_CACHE, isPageAddress } from '@/lib/offline/saved-copy';
import { savedCopyPlugin } from './saved-copy-plugin';
import { imageSizeCap } from './image-size-cap';
import { sendWaiting } from './send-waiting';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the build's id (the offline pages' revision) and their scripts. */
declare const __BUILD_ID__: string;
declare const __OFFLINE_ASSETS__: string[];

const DAY = 24 * 60 * 60;
/** How long a page may take to start answering before its saved copy is shown. */
const PAGE_TIMEOUT_SECONDS = 4;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** Only whole, plain answers: no redirect (the language cookie is set on one), no error page. */
const plainOk: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected && response.type === 'basic' ? response : null),
};

/**
 * A page is asked of the server itself (`no-cache`: revalidated, a 304 costs a few bytes), never
 * answered from the HTTP cache without it: so the saved copy, with its note, is what an offline
 * visitor sees, and an online one gets the current page. A redirect is handed to the browser as is.
 */
const fromServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, { headers: request.headers, credentials: 'same-origin', cache: 'no-cache', redirect: 'manual', referrer: request.referrer }),
};

const serwist = new Serwist({
  precacheEntries: [
    { url: OFFLINE_PATH, revision: __BUILD_ID__ },
    { url: `/bn${OFFLINE_PATH}`, revision: __BUILD_ID__ },
    ...__OFFLINE_ASSETS__.map((url) => ({ url, revision: null })),
  ],
  // A new deployment's worker takes over at once. Pages are network first and their files are
  // named by content, so an online page always gets one deployment's HTML and files.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: its answer may come from the HTTP cache (see fromServer).
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPageAddress(url),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
        plugins: [fromServer, plainOk, savedCopyPlugin(), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      // Next's scripts and styles, named by their content: never change, kept until unused.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [plainOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      // The self-hosted fonts, also named by content (tests/unit/font-files.test.ts).
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/fonts/'),
      handler: new CacheFirst({ cacheName: 'fonts', plugins: [plainOk, new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 365 * DAY })] }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && /^\/(?:icons\/|favicon\.ico$|icon\.svg$|apple-icon\.png$|(?:bn\/)?manifest\.webmanifest$)/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: 'icons', plugins: [plainOk, new ExpirationPlugin({ maxEntries: 20 })] }),
    },
    {
      // Images: a week, at most 60 of at most 300 KB each (about 18 MB at worst).
      matcher: ({ request, url }) => sameOrigin(url) && request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          imageSizeCap(300 * 1024),
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

serwist.addEventListeners();
sendWaiting(self);
