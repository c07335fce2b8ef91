import { expect, test, type Page } from '@playwright/test';
import { ROUTES, SEARCH_PATH, type RouteKey } from '../../lib/site/routes';
import { axeViolations } from './axe';
import { LOCALES, messages, urlFor, type TestLocale } from './messages';

/**
 * The page sweep: every page once per language, on a phone (375 px), as most visitors see it:
 * it answers 200 inside the layout with its heading, its metadata (title, description, canonical,
 * hreflang, Open Graph, Twitter), no axe violation of the WCAG 2.2 AA rules, and nothing wider
 * than the screen. A route added to lib/site/routes.ts is swept without a change here.
 */
type Swept = { path: string; heading: (locale: TestLocale) => string | RegExp; indexed: boolean };

/** The heading a visitor sees on each route; most show their page title. */
function routeHeading(key: RouteKey, locale: TestLocale): string | RegExp {
  const m = messages[locale];
  if (key === 'home') return m.home.hero.title;
  if (key === 'facilitiesElearning') return m.maintenance.title;
  return m.pages[key].title;
}

const PAGES: Swept[] = [
  ...(Object.entries(ROUTES) as [RouteKey, string][]).map(([key, path]) => ({ path, heading: (l: TestLocale) => routeHeading(key, l), indexed: true })),
  // The pages with an id (their heading is their department's or job's title) and the search page.
  { path: '/department-details/1', heading: () => /\S/, indexed: true },
  { path: '/career/jobs-board/1', heading: () => /\S/, indexed: true },
  { path: SEARCH_PATH, heading: (l) => messages[l].search.title, indexed: false },
  { path: `${SEARCH_PATH}?q=fees`, heading: (l) => messages[l].search.title, indexed: false },
];

/** Next writes the site's root without its trailing slash. */
const absolute = (baseURL: string, path: string) => `${baseURL}${path}`.replace(/\/$/, '');

async function expectMetadata(page: Page, baseURL: string, path: string, locale: TestLocale) {
  const head = page.locator('head');
  await expect(page).toHaveTitle(/\S/);
  expect((await head.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(30);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(baseURL, urlFor(path, locale)));
  for (const [hreflang, target] of [['en', 'en'], ['bn', 'bn'], ['x-default', 'en']] as const) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', absolute(baseURL, urlFor(path, target)));
  }
  expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toContain(`/api/og/${locale}/`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
}

test.describe('every page, in both languages, on a phone', { tag: '@phone' }, () => {
  for (const locale of LOCALES) {
    for (const { path, heading, indexed } of PAGES) {
      const url = urlFor(path, locale);
      test(`${url}: 200 in its layout, its heading and metadata, no axe violation, no sideways scroll`, async ({ page, baseURL }) => {
        // axe over a whole page on a loaded two-core machine.
        test.setTimeout(60_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // The <link> tags are the one source of hreflang; no Link header built from the request's host.
        expect(response?.headers()['link'] ?? '').not.toContain('hreflang');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(locale));
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        if (indexed) await expectMetadata(page, baseURL!, path, locale);
        else await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

        // As a visitor sees it: islands hydrated and lazy content settled.
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('the layout at 1280 px', () => {
  // The header's menus, the footer's columns and the hero's ring are drawn only on large screens.
  for (const url of ['/', '/bn', '/admission', '/bn/notice']) {
    test(`${url} has no axe violation`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('titles are unique per page and language', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const path of Object.values(ROUTES)) {
      const url = urlFor(path, locale);
      const title = /<title>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1] ?? '';
      expect(title, `${url} has a title`).not.toBe('');
      expect(seen.get(title), `${url} shares its title with ${seen.get(title)}`).toBeUndefined();
      seen.set(title, url);
    }
  }
});
