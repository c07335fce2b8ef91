import { expect, test } from '@playwright/test';

// The production server asks the browser for a page's framework scripts only once the page has
// painted (decision 0012): the first screen of a slow phone is not held up by 150 KB of scripts.
const PAGES = ['/', '/bn', '/notice', '/bn/admission', '/admission/scholarship', '/gallery'];

test.describe('framework scripts load after the first paint', () => {
  for (const path of PAGES) {
    test(`${path}: paints first, then fetches its scripts and becomes interactive`, async ({ page, isMobile }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // Nothing the browser's preload scanner would fetch while it parses the page.
      expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+"[^>]* async="">/);
      expect(html).not.toContain('<link rel="preload" as="script"');
      expect(html).toContain('__afterPaint(');

      // Interactive: the header's controls are buttons, no longer their no-script links.
      const control = isMobile ? /^(Open menu|মেনু খুলুন)$/ : /^(Search the site|সাইটে খুঁজুন)$/;
      await expect(page.getByRole('banner').getByRole('button', { name: control }).first()).toBeVisible();

      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js/.test(entry.name))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts.map((s) => s.start))).toBeGreaterThanOrEqual(paint as number);
      // Each once: the loader adds what Next would have, not a second copy.
      const urls = scripts.map((s) => s.url);
      expect(new Set(urls).size).toBe(urls.length);
    });
  }
});
