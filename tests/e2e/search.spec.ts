import { expect, test, type Page } from '@playwright/test';
import { messages } from './messages';
import { holdRequests, SCRIPT_CHUNKS, waitUntilInteractive } from './slow-network';

async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /Open menu|মেনু খুলুন/ }).click();
    await page.getByRole('dialog', { name: /Menu|মেনু/ }).getByRole('button', { name: /Search the site|সাইটে খুঁজুন/ }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /Search the site|সাইটে খুঁজুন/ }).click();
  }
  const dialog = page.getByRole('dialog', { name: /Search the site|সাইটে খুঁজুন/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the overlay on /about with the page list unreachable, types `query`, and waits for the failure. */
async function searchWhileOffline(page: Page, isMobile: boolean, query: string) {
  await page.route('**/api/search-index/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  const dialog = await openSearch(page, isMobile);
  const box = dialog.getByRole('searchbox');
  await box.fill(query);
  await expect(dialog.getByRole('status')).toHaveText(messages.en.search.loadFailed);
  return { dialog, box };
}

test.describe('site search overlay', () => {
  test('focuses its box, offers popular searches, finds pages and counts them', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();

    // Empty query: the spec's popular searches.
    const popular = dialog.getByRole('list').getByRole('button');
    await expect(popular).toHaveText(['Admission', 'Programs', 'Facilities', 'Contact', 'Notice']);

    await box.fill('fees');
    await expect(dialog.getByRole('status')).toHaveText(/^[2-9]\d* results found$/);
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results.first()).toContainText('Tuition Fees');
    await expect(results.first()).toContainText('/admission/tuition-fees');
    await expect(results.first()).toContainText('Admission');

    // Title matches come first.
    await box.fill('library');
    await expect(results.first()).toContainText('Library');
    // One result is one "result".
    await expect(dialog.getByRole('status')).toHaveText('1 result found');
  });

  test('on a slow network the box is there at the tap, and what is typed before the results code arrives is kept', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitUntilInteractive(page, isMobile);
    // Hold back every script and style fetched from now on: the overlay's code is one.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await page.keyboard.type('fees');
    release();
    await expect(dialog.getByRole('status')).toHaveText(/^[2-9]\d* results found$/);
    await expect(box).toHaveValue('fees');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('when the page list fails to load, typing or Enter tries again', async ({ page, isMobile }) => {
    const { dialog, box } = await searchWhileOffline(page, isMobile, 'librar');
    // The connection is back: the next letter asks again, and finds.
    await page.unroute('**/api/search-index/**');
    await box.press('y');
    await expect(dialog.getByRole('status')).toHaveText('1 result found');
  });

  test('after a failed load, Enter asks again and opens the first result when it arrives', async ({ page, isMobile }) => {
    const { box } = await searchWhileOffline(page, isMobile, 'library');
    await page.unroute('**/api/search-index/**');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/facilities\/library$/);
  });

  test('an Enter whose retry failed too does not open a page later', async ({ page, isMobile }) => {
    const { dialog, box } = await searchWhileOffline(page, isMobile, 'librar');
    const retried = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/search-index/'));
    await box.press('Enter');
    await retried;
    // Told: the try is answered (the box said it was loading meanwhile).
    await expect(dialog.getByRole('status')).toHaveText(messages.en.search.loadFailed);
    await page.unroute('**/api/search-index/**');
    await box.press('y');
    await expect(dialog.getByRole('status')).toHaveText('1 result found');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('says so when nothing matches', async ({ page, isMobile }) => {
    await page.goto('/');
    const dialog = await openSearch(page, isMobile);
    // The live region is there before the answer, so a screen reader announces it.
    const live = dialog.locator('[aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await dialog.getByRole('searchbox').fill('zzqx');
    await expect(dialog.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(dialog.getByText('Try different keywords or check spelling')).toBeVisible();
    await expect(live).toContainText('No results found for "zzqx"');
  });

  test('Enter goes to the first result; arrow keys move through results', async ({ page, isMobile }) => {
    await page.goto('/');
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await box.fill('notice');
    const links = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    // The page list loads on the first opening: on a busy machine the arrow key could come first.
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    if ((await links.count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notice$/);
    await expect(dialog).toBeHidden();
  });

  test('Escape and an outside click close it', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto('/');
    let dialog = await openSearch(page, isMobile);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the control the search was opened from (on a phone, through the menu).
    const opener = isMobile
      ? page.getByRole('button', { name: 'Open menu' })
      : page.getByRole('banner').getByRole('button', { name: 'Search the site' });
    await expect(opener).toBeFocused();
    dialog = await openSearch(page, isMobile);
    await page.mouse.click(5, 780);
    await expect(dialog).toBeHidden();
  });

  test('opened again, it offers the last words selected, so that typing starts a new search', async ({ page, isMobile }) => {
    await page.goto('/');
    let dialog = await openSearch(page, isMobile);
    await dialog.getByRole('searchbox').fill('job');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('job');
    await page.keyboard.type('notice');
    await expect(box).toHaveValue('notice');
  });

  test('in Bengali, finds Bengali pages and matches Bengali digits', async ({ page, isMobile }) => {
    await page.goto('/bn');
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await box.fill('প্রসপেক্টাস');
    const results = dialog.getByRole('list', { name: 'খোঁজের ফলাফল' }).getByRole('link');
    await expect(results.first()).toContainText('/bn/admission/prospectus');
    await expect(dialog.getByRole('status')).toHaveText(/^[০-৯]+টি ফলাফল পাওয়া গেছে$/);
    await box.fill('2025');
    await expect(results.first()).toContainText('প্রসপেক্টাস');
    // English words work on the Bengali site too.
    await box.fill('fees');
    await expect(results.first()).toContainText('টিউশন ফি');
  });

  test('forgives a typing slip: "admision" finds the admission form first', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openSearch(page, isMobile);
    await dialog.getByRole('searchbox').fill('admision');
    const first = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/admission');
    await expect(first).toContainText(messages.en.pages.admission.title);
  });

  test('a technology’s name finds the pages that list it, in either language', async ({ page, isMobile }) => {
    await page.goto('/notice');
    let dialog = await openSearch(page, isMobile);
    let list = dialog.getByRole('list', { name: 'Search results' });
    await dialog.getByRole('searchbox').fill('civil');
    // The programme page first: it describes each technology and links to its page.
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/programs/diploma-in-engineering');
    for (const path of ['/admission/scholarship', '/facilities/faculty-members']) {
      await expect(list.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    // "Result" is what a student looks for on the notice board.
    await dialog.getByRole('searchbox').fill('result');
    await expect(list.locator('a[href="/notice"]')).toHaveCount(1);

    await page.goto('/bn/notice');
    dialog = await openSearch(page, isMobile);
    list = dialog.getByRole('list', { name: 'খোঁজের ফলাফল' });
    for (const query of ['সিভিল', 'computer']) {
      await dialog.getByRole('searchbox').fill(query);
      await expect(list.getByRole('link').first()).toHaveAttribute('href', '/bn/programs/diploma-in-engineering');
    }
    await dialog.getByRole('searchbox').fill('ফলাফল');
    await expect(list.locator('a[href="/bn/notice"]')).toHaveCount(1);
  });
});

test.describe('search page (before the script has run, or without script)', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search leads to a page that finds pages with a plain form', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // Shared anyway, it gets a preview like every page.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/api\/og\/en\/search\?v=[0-9a-f]{8}$/);
    const png = await page.request.get(image!);
    expect(png.headers()['content-type']).toBe('image/png');

    // Empty query: the spec's popular searches, as links.
    const popular = page.getByRole('region', { name: 'Popular searches' }).getByRole('link');
    await expect(popular).toHaveText(['Admission', 'Programs', 'Facilities', 'Contact', 'Notice']);

    await page.getByRole('searchbox', { name: 'Search pages' }).fill('fees');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=fees$/);
    await expect(page.getByRole('searchbox', { name: 'Search pages' })).toHaveValue('fees');
    await expect(page.getByRole('heading', { name: /^[2-9]\d* results found$/ })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results.first()).toContainText('Tuition Fees');
    await results.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/admission\/tuition-fees$/);
  });

  test('forgives typing in Bengali: Banglish "vorti" finds the admission form, and "did you mean" offers it', async ({ page }) => {
    const bn = messages.bn.search;
    await page.goto('/bn/search');
    await page.getByRole('searchbox', { name: bn.label }).fill('vortee');
    await page.getByRole('main').getByRole('button', { name: messages.bn.header.search }).click();
    await expect(page.getByText('“vortee”-এর জন্য কোনো ফলাফল পাওয়া যায়নি')).toBeVisible();
    await expect(page.getByRole('region', { name: bn.popular }).getByRole('link')).toHaveText(Object.values(bn.popularTerms));

    await page.getByRole('link', { name: 'আপনি কি vorti খুঁজছেন?' }).click();
    await expect(page).toHaveURL(/\/bn\/search\?q=vorti$/);
    const first = page.getByRole('list', { name: bn.resultsLabel }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/bn/admission');
    await expect(first).toContainText(messages.bn.pages.admission.title);
  });

  // The menu button is shown below large screens.
  test('the search page lists every page, by the menu’s groups', async ({ page }) => {
    await page.goto('/bn/search#all-pages');
    const index = page.getByRole('region', { name: 'সব পাতা' });
    await expect(index.getByRole('navigation', { name: 'ভর্তি' }).getByRole('link')).toHaveCount(5);
    // A menu entry of one page is a linked heading, not a group of one.
    await expect(index.getByRole('heading', { name: 'নোটিশ' }).getByRole('link')).toHaveAttribute('href', '/bn/notice');
    await expect(index.getByRole('navigation', { name: 'নোটিশ' })).toHaveCount(0);
    await index.getByRole('navigation', { name: 'যোগাযোগ' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
  });

  test('a popular search, no match, and a Bengali query with Bengali digits', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('region', { name: 'Popular searches' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveText('Contact Us');

    await page.goto('/search?q=zzqx');
    await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(page.getByText('Try different keywords or check spelling')).toBeVisible();
    // A long query without spaces wraps: the page stays as wide as the screen.
    await page.goto(`/bn/search?q=${'ক'.repeat(80)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.goto(`/bn/search?q=${encodeURIComponent('প্রসপেক্টাস')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সাইটে খুঁজুন');
    await expect(page.getByRole('heading', { name: /^[০-৯]+টি ফলাফল পাওয়া গেছে$/ })).toBeVisible();
    const results = page.getByRole('list', { name: 'খোঁজের ফলাফল' }).getByRole('listitem');
    await expect(results.first()).toContainText('/bn/admission/prospectus');

    // A technology's name, without script too.
    await page.goto(`/bn/search?q=${encodeURIComponent('কম্পিউটার')}`);
    await expect(
      page.getByRole('list', { name: 'খোঁজের ফলাফল' }).locator('a[href="/bn/programs/diploma-in-engineering"]'),
    ).toHaveCount(1);

    // A repeated or overlong parameter is read, not a crash.
    const response = await page.goto(`/search?q=fees&q=other&q=${'x'.repeat(500)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('searchbox', { name: 'Search pages' })).toHaveValue('fees');
  });
});

test('once the page is interactive, the header search is a button that opens the overlay', async ({ page }) => {
  await page.goto('/');
  const control = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
  await expect(control).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Search the site' })).toHaveCount(0);
  await control.click();
  await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
});
