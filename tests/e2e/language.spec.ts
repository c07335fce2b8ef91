import { expect, test, type BrowserContext } from '@playwright/test';
import { waitUntilInteractive } from './slow-network';

/** The language the `language` cookie holds, if there is one. */
async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'language')?.value;
}

test.describe('language toggle', () => {
  test('shows the other language, switches, and the choice survives a reload and a new page', async ({ page, context, isMobile }) => {
    await page.goto('/admission/requirements');
    // The script stores the choice; the link alone only opens the page (below for English).
    await waitUntilInteractive(page, isMobile);
    const toggle = page.getByRole('banner').getByRole('link', { name: /View in Bengali/ });
    // It shows the language's name in that language; its name says, in each language, what it does.
    await expect(toggle.locator('span[aria-hidden="true"]')).toHaveText('বাংলা');
    await expect(toggle).toHaveAttribute('lang', 'bn');
    await expect(toggle.locator('[lang="en"]')).toHaveText('View in Bengali');

    await toggle.click();
    await expect(page).toHaveURL(/\/bn\/admission\/requirements$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভর্তির যোগ্যতা');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    expect(await languageCookie(context)).toBe('bn');

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
    await expect.poll(() => other.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('a switch of language from the keyboard leaves focus at the start of the new page, both ways', async ({ page, isMobile }) => {
    await page.goto('/contact');
    await waitUntilInteractive(page, isMobile);
    for (const [name, url] of [[/View in Bengali/, /\/bn\/contact$/], [/View in English/, /\/contact$/]] as const) {
      await page.getByRole('banner').getByRole('link', { name }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      // Not <body>, where the next Tab would leave the page: the old language's page is hidden with the toggle in it.
      await expect(page.locator('main:visible')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toBeVisible();
    }
  });

  test('the toggle switches a Bengali visitor back to English before (and without) the page script', async ({ browser, baseURL }) => {
    // No script at all: the toggle is a plain link, and the server stores the choice.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: 'language', value: 'bn', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/notice');
    expect(new URL(page.url()).pathname).toBe('/bn/notice');
    await page.getByRole('banner').getByRole('link', { name: /View in English/ }).click();
    await expect(page).toHaveURL(/\/notice$/);
    expect(new URL(page.url()).pathname).toBe('/notice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await languageCookie(context)).toBe('en');
    // The next English address stays English.
    await page.goto('/about');
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  test('the toggle stores Bengali without the page script, and a plain Bengali link changes nothing', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    // A shared or searched /bn/… address shows Bengali and leaves the visitor's language alone.
    await page.goto('/bn/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(await languageCookie(context)).toBeUndefined();
    await page.goto('/notice');
    expect(new URL(page.url()).pathname).toBe('/notice');

    // A tap on the toggle is the choice: the server stores it and opens the page in Bengali.
    await page.getByRole('banner').getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/notice$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(await languageCookie(context)).toBe('bn');
    // So the next English address opens in Bengali.
    await page.goto('/about');
    expect(new URL(page.url()).pathname).toBe('/bn/about');
    await context.close();
  });

  test('a choice made through the link alone is copied to localStorage once the script runs', async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitUntilInteractive(page, isMobile);
    await page.getByRole('banner').getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/about$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    // What a tap on "English" does when the page's script has not run yet: the link's own address.
    await page.goto('/about?language=en');
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // So a lost cookie later brings back English, not the older Bengali.
    await page.context().clearCookies();
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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

  test('Bengali letters are drawn with Noto Sans Bengali, and Latin ones on the same page with the system face', async ({ page }) => {
    await page.goto('/bn/admission/requirements');
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    /** The fonts Chromium drew a node's own text with, as DevTools' "Rendered fonts" lists them. */
    async function renderedFonts(selector: string) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    }
    // (The spaces between the heading's words come from the system face: the Bengali face's
    // unicode-range has only Bengali code points.)
    expect(await renderedFonts('h1')).toContain('Noto Sans Bengali');
    // And it is the site's own @font-face (local() or the self-hosted file), which a browser loads
    // only when the page's font stack asks for it, not a system fallback of the same name.
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
    );
    expect(faces).toContain('Noto Sans Bengali');
    // Latin text on a Bengali page (the footer's e-mail address) is drawn with the system face.
    const latin = await renderedFonts('footer a[href^="mailto:"]');
    expect(latin).toHaveLength(1);
    expect(latin[0]).not.toMatch(/Bengali/);
    // A phone number is written in the page's digits (DESIGN.md: numbers follow the locale); the
    // link dials the number as stored.
    const phone = page.locator('footer a[href="tel:+8801700000001"] > span[dir="ltr"]');
    await expect(phone).toHaveText('০১৭০০-০০০০০১');
    expect(await renderedFonts('footer a[href="tel:+8801700000001"] > span[dir="ltr"]')).toContain('Noto Sans Bengali');
  });
});
