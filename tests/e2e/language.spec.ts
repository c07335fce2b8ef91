import { expect, test } from '@playwright/test';

test.describe('language toggle', () => {
  test('shows the other language, switches, and the choice survives a reload and a new page', async ({ page, context }) => {
    await page.goto('/admission/requirements');
    const toggle = page.getByRole('banner').getByRole('link', { name: /View in Bengali/ });
    await expect(toggle).toHaveText('বাংলা');

    await toggle.click();
    await expect(page).toHaveURL(/\/bn\/admission\/requirements$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভর্তির যোগ্যতা');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('bn');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // A new page at an English address opens in Bengali, from the server's first byte.
    const other = await context.newPage();
    const response = await other.goto('/notice');
    expect(new URL(other.url()).pathname).toBe('/bn/notice');
    expect(await response?.text()).toMatch(/<html[^>]*\slang="bn"/);

    // And back to English.
    await other.getByRole('banner').getByRole('link', { name: /View in English/ }).click();
    await expect(other).toHaveURL(/\/notice$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    expect(await other.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('a first-time visitor gets English whatever the browser prefers', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'bn-BD', extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a stored choice whose cookie was lost is restored', async ({ page, context }) => {
    // The choice is in localStorage before the page's scripts run, and there is no cookie. (Set
    // from an earlier page instead, that page's own restore could reload it mid-test.)
    await context.addInitScript(() => localStorage.setItem('language', 'bn'));
    await context.clearCookies();
    // The page reloads itself into /bn/about, possibly before its load event: wait only for the answer.
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/bn\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});
