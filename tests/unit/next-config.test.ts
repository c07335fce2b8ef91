/**
 * @jest-environment node
 */
// @ts-expect-error next.config.mjs has no type declarations (it is plain JavaScript that Next loads).
import nextConfig from '@/next.config.mjs';

const config = nextConfig as (phase: string) => Record<string, unknown>;

/**
 * Partial Prefetching stays off: the site never prefetches links (lib/i18n/navigation.tsx), and on
 * the pages rendered per request (the form pages, for their CSP nonce) it rendered each page a
 * second time into its HTML: /admission 47.0 KB gzip instead of 30.4 (decision 0006).
 */
it('renders a per-request page once, without a runtime prefetch payload', () => {
  expect(config('phase-production-build')).toMatchObject({ cacheComponents: true, partialPrefetching: false });
});
