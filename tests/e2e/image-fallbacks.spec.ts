import { expect, test, type Page } from '@playwright/test';

/** Makes every image whose URL contains `part` fail, whether asked for directly or through /_next/image. */
async function breakImages(page: Page, part: string) {
  await page.route(
    (url) => decodeURIComponent(url.href).includes(part),
    (route) => (route.request().resourceType() === 'image' ? route.abort() : route.continue()),
  );
}

/** Scrolls through the page so lazy images are asked for. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
}

test.describe('images that fail to load are replaced by drawn placeholders', () => {
  test('faculty photos', async ({ page }) => {
    await breakImages(page, '/images/demo/people/');
    await page.goto('/facilities/faculty-members');
    const cards = page.getByRole('main').locator('article');
    const count = await cards.count();
    await scrollThrough(page);
    await expect(page.locator('main article [data-image-fallback="person"]')).toHaveCount(count);
    await expect(page.locator('main article img')).toHaveCount(0);
  });

  test('lab photos, including the first ones that load before the page is interactive', async ({ page }) => {
    await breakImages(page, '/images/demo/labs/');
    await page.goto('/facilities/lab-facilities');
    const figures = page.getByRole('main').locator('figure');
    const count = await figures.count();
    expect(count).toBeGreaterThanOrEqual(12);
    await scrollThrough(page);
    await expect(page.locator('main figure [data-image-fallback="picture"]')).toHaveCount(count);
    // The caption still names each lab.
    await expect(figures.first().locator('figcaption')).not.toBeEmpty();
  });

  test('gallery photos', async ({ page }) => {
    await breakImages(page, '/images/demo/people/');
    await page.goto('/gallery');
    await page.locator('[data-ready]').waitFor({ state: 'attached' });
    await scrollThrough(page);
    await expect(page.locator('[role="tabpanel"] article [data-image-fallback="person"]')).toHaveCount(6);
    await page.getByRole('tab', { name: 'Success Stories' }).click();
    await scrollThrough(page);
    await expect(page.locator('[role="tabpanel"] article [data-image-fallback="person"]')).toHaveCount(6);
  });

  test('home page progress photos: a failed one leaves its card and title, not a broken-image icon', async ({ page }) => {
    // The home page, a scroll through it and a preview: 15 to 22 s on a quiet two-core machine.
    test.setTimeout(60_000);
    await breakImages(page, '/images/demo/progress/');
    await page.goto('/');
    const photos = page.locator('#home-progress img');
    await expect(photos.first()).toBeAttached();
    await scrollThrough(page);
    await page.locator('#home-progress').scrollIntoViewIfNeeded();
    // The cards behind the facing one load lazily, as the ring turns them near the screen: how many
    // have been asked for by now depends on the machine's speed. Every photo that has failed is hidden.
    const failedAreMarked = () =>
      photos.evaluateAll((images) => {
        const failed = (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0);
        return failed.length > 0 && failed.every((image) => image.hasAttribute('data-broken'));
      });
    await expect.poll(failedAreMarked, { timeout: 15_000 }).toBe(true);
    for (const photo of await page.locator('#home-progress img[data-broken]').all()) await expect(photo).toHaveCSS('visibility', 'hidden');
    // Each card keeps its title, and the preview shows the title alone.
    const facing = page.locator('#home-progress button[tabindex="0"]').filter({ has: page.locator('img') });
    await expect(facing).toContainText(/\S/);
    // From the keyboard: the ring turns by itself, so a pointer would chase a moving card.
    await facing.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('data-broken', '');
    await expect(dialog.locator('img')).toBeHidden();
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('photos that load are shown, with sizes for the browser to pick the file', async ({ page }) => {
    await page.goto('/facilities/lab-facilities');
    const first = page.locator('main figure img').first();
    await expect(first).toHaveAttribute('sizes', /vw|px/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('main figure img').nth(5)).toHaveAttribute('loading', 'lazy');
  });
});
