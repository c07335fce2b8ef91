import { expect, test } from '@playwright/test';

// A browser asking to save data (issue 47, point 5): what is only decoration is not loaded. Chrome's
// data saver, set through the DevTools protocol, is what `navigator.connection.saveData` reads.
test('in Bengali, with data saver on, a phone loads no department illustration and no video poster on the home page, scrolled through', { tag: '@phone' }, async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
  const illustrations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /departments|video-poster/.test(decodeURIComponent(request.url()))) illustrations.push(request.url());
  });
  await page.goto('/bn');
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  const skipped = page.locator('img[data-decorative]');
  await expect(skipped.first()).toBeHidden();
  for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, 800);
  await page.waitForLoadState('networkidle');
  expect(illustrations).toEqual([]);
  // The department cards are still there, with their titles and links.
  await expect(page.locator('article').filter({ has: skipped }).first().getByRole('link')).toBeVisible();
});
