import { expect, test } from '@playwright/test';
import { ROUTES } from '../../lib/site/routes';
import institute from '../../lib/content/institute.json';
import { LOCALES, urlFor } from './messages';

// Each page's title, description, canonical, hreflang and preview tags: pages.spec.ts, the page sweep.

test.describe('crawling and sharing', () => {
  test('robots.txt allows the site, hides the API and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Allow: \//);
    expect(text).toMatch(/Disallow: \/api\//);
    // Crawlers that check robots.txt before fetching a shared link's image must be let in.
    expect(text).toMatch(/Allow: \/api\/og\//);
    expect(text).toMatch(/Disallow: \/erp_webside\//);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('a department page is shared like every other page, in its language', async ({ page, request, baseURL }) => {
    await page.goto('/bn/department-details/1');
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/bn/department-details/1`);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'bn_BD');
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', institute.name.bn);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title ?? '');
    await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', title ?? '');
    // An unknown department's screen has a preview image too.
    await page.goto('/department-details/999');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect((await request.get(image ?? '')).status()).toBe(200);
  });

  test('the home page is shared under the institute\'s name', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(urlFor('/', locale));
      const name = institute.name[locale];
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', name);
      await expect(page.locator('head meta[name="twitter:title"]')).toHaveAttribute('content', name);
    }
  });

  test('the sitemap lists every page in both languages and every department', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of Object.values(ROUTES)) {
      for (const locale of LOCALES) expect(xml).toContain(`${urlFor(path, locale)}</loc>`);
    }
    expect(xml).toMatch(/\/department-details\/1<\/loc>/);
    expect(xml).toMatch(/\/bn\/department-details\/1<\/loc>/);
    expect(xml).toContain('hreflang="bn"');
  });

  test('the web app manifest and icons answer', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });

  test('a page links the manifest of its language: a Bengali home-screen icon is named and opens in Bengali', async ({ page, request }) => {
    for (const locale of LOCALES) {
      await page.goto(urlFor('/notice', locale));
      const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
      const response = await request.get(href!);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({ lang: locale, name: institute.name[locale], start_url: urlFor('/', locale) });
    }
    expect((await request.get('/xx/manifest.webmanifest')).status()).toBe(404);
  });

  test('social preview images are PNGs in the page language', async ({ request }) => {
    for (const url of ['/api/og/en/notice', '/api/og/bn/admissionScholarship', '/api/og/bn/department-1']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      expect(body.subarray(1, 4).toString()).toBe('PNG');
      expect(body.readUInt32BE(16)).toBe(1200);
      expect(body.readUInt32BE(20)).toBe(630);
    }
    expect((await request.get('/api/og/en/no-such-page')).status()).toBe(404);
    // A name every object inherits is not a page.
    expect((await request.get('/api/og/en/constructor')).status()).toBe(404);
  });

  test('structured data: the institute on the home page, events, jobs and breadcrumbs where they belong', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((b) => [JSON.parse(b)].flat());
    const org = data.find((d) => d['@type'] === 'CollegeOrUniversity');
    expect(org).toMatchObject({ foundingDate: '2005', address: { '@type': 'PostalAddress' } });
    expect(org.sameAs.length).toBeGreaterThan(0);
    expect(data.some((d) => d['@type'] === 'Event' && /^\d{4}-\d{2}-\d{2}$/.test(d.startDate))).toBe(true);

    const ldOf = async (url: string) => {
      await page.goto(url);
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return texts.flatMap((b) => [JSON.parse(b)].flat());
    };
    const trail = (await ldOf('/bn/admission/tuition-fees')).find((d) => d['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
    expect(trail.itemListElement[2].item).toMatch(/\/bn\/admission\/tuition-fees$/);
    // JobPosting: on each open job's own page (job-details.spec.ts).
    const job = (await ldOf('/career/jobs-board/1')).find((d) => d['@type'] === 'JobPosting');
    expect(job).toMatchObject({ hiringOrganization: { '@type': 'Organization' }, jobLocation: { '@type': 'Place' } });
    expect(job.url).toMatch(/^https?:\/\/.*\/career\/jobs-board\/1$/);
    // The e-learning portal's maintenance screen is an inner page with its trail too.
    const portal = (await ldOf('/facilities/elearning-portal')).find((d) => d['@type'] === 'BreadcrumbList');
    expect(portal.itemListElement.at(-1).item).toMatch(/\/facilities\/elearning-portal$/);
    // Its group, Facilities, is named by a page with content, not by that maintenance screen.
    const library = (await ldOf('/facilities/library')).find((d) => d['@type'] === 'BreadcrumbList');
    expect(library.itemListElement[1].item).toMatch(/\/facilities\/campus$/);
  });
});
