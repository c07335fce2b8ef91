import { expect, test, type Page } from '@playwright/test';
import { waitUntilInteractive } from './slow-network';

// axe on every page in both languages: pages.spec.ts, the page sweep.

/**
 * Opens a job from the jobs board with the keyboard; focus is then at the job page's main content.
 * Returns the list's link to the job.
 */
async function openJobFromKeyboard(page: Page, isMobile: boolean) {
  await page.goto('/career/jobs-board');
  await waitUntilInteractive(page, isMobile);
  const job = page.getByRole('main').getByRole('link', { name: 'Industrial Electrician', exact: true });
  await job.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career\/jobs-board\/\d+$/);
  await expect(page.locator('main#main')).toBeFocused();
  return job;
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/notice');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('after a link opens another page, focus is at the new page’s main content, from a page link or a footer link', async ({ page, isMobile }) => {
    await openJobFromKeyboard(page, isMobile);
    // The next Tab goes on from the top of the new page's content, not from where the link was.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true);

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Notice', exact: true });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('Back to a list gives focus to the link it was left by, and the next Tab goes on from there', async ({ page, isMobile }) => {
    const job = await openJobFromKeyboard(page, isMobile);
    // The job's page read, as a visitor does: a Back pressed before it has all arrived lands on the
    // list's main content instead.
    await expect(page.getByRole('heading', { level: 1, name: 'Industrial Electrician' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await expect(page).toHaveURL(/\/career\/jobs-board$/);
    await expect(job).toBeFocused();
    // Not from the top of the page: the next stop is the job's own card or the one after it.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    const from = (await job.boundingBox())!.y;
    expect(next).toBeGreaterThanOrEqual(from);
  });

  test('focus is always visible: the focused control has an outline, with a part of 3:1 on white', async ({ page }) => {
    await page.goto('/');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        // WCAG relative luminance and contrast against white, of each colour the ring is drawn in.
        const contrast = (color: string) => {
          const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
            const v = Number(c) / 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          });
          return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
        };
        const colors = [style.outlineColor, ...(style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [])];
        return {
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          best: Math.max(...colors.map(contrast)),
        };
      });
      expect(ring.outline).toBe(true);
      // The amber outline alone is 2.1:1 on white; the dark line inside it carries the contrast.
      expect(ring.best).toBeGreaterThanOrEqual(3);
    }
  });
});
