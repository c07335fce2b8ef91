import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { dhakaDate } from '../../lib/site/clock';
import { messages } from './messages';
import { holdRequests, SCRIPT_CHUNKS } from './slow-network';

const en = messages.en.noticeBoard;
const bn = messages.bn.noticeBoard;

/** Today and yesterday in Dhaka, by this test's clock. */
const today = () => dhakaDate();
const yesterday = () => dhakaDate(new Date(Date.now() - 86_400_000));

/** The client's board (the page intro above it has a breadcrumb list of its own). */
const board = (page: Page) => page.locator('[data-ready]');
/** The notice cards: the board's first list (the pagination is a list of its own). */
const cards = (page: Page) => board(page).getByRole('list').first().getByRole('listitem');
/** The count line over the list (a finished refresh also says it, once, in a hidden status line). */
const countText = (page: Page) => board(page).locator('p[data-list-start]').filter({ hasText: /^Showing \d+-\d+ of \d+ notices$/ });
const searchBox = (page: Page) => page.getByLabel(en.search);
const pages = (page: Page) => page.getByRole('navigation', { name: en.pages });

/**
 * The New badge marks the notices of one day, the board's today, and no other. That day is
 * today, or yesterday while a page rendered just before midnight is still served. When the newest
 * notice is from today (the demo data dates one on the day the server first started), it is marked.
 * The clock is not asked for more: a run may cross midnight in Dhaka after the data was seeded.
 */
async function expectNewBadges(page: Page, label: string) {
  const shown = await cards(page).evaluateAll(
    (items, text) =>
      items.map((item) => ({
        date: item.querySelector('time')?.getAttribute('datetime') ?? null,
        marked: [...item.querySelectorAll('span')].some((span) => span.textContent === text),
      })),
    label,
  );
  const markedDays = [...new Set(shown.filter((card) => card.marked).map((card) => card.date))];
  expect(markedDays.length).toBeLessThanOrEqual(1);
  if (markedDays.length === 1) {
    expect([today(), yesterday()]).toContain(markedDays[0]);
    expect(shown.filter((card) => card.date === markedDays[0]).every((card) => card.marked)).toBe(true);
  }
  if (shown[0]!.date === today()) expect(shown[0]!.marked).toBe(true);
}

async function shownTotal(page: Page): Promise<number> {
  const text = (await countText(page).textContent()) ?? '';
  return Number(/of (\d+) notices/.exec(text)?.[1]);
}

/** Opens a page and waits until the client's list, which follows the URL, has replaced the server's copy. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

async function ready(page: Page) {
  await page.locator('[data-ready]').waitFor({ state: 'attached' });
}

// What the board does with the notices it has (search, sort, pages, refresh, focus on Back) is
// tested in tests/unit/notice-board.test.tsx; here, what needs the server and a real browser.
test.describe('notice board', () => {
  test('the server sends the first page of notices in the HTML', async ({ request }) => {
    const html = await (await request.get('/notice')).text();
    expect(html).toMatch(/Showing 1-20 of \d+ notices/);
    expect(html).toContain('href="/files/notices/notice-01.pdf"');
  });

  test('the server sends a later page in the HTML too, as an address of its own', async ({ request }) => {
    const html = await (await request.get('/notice?page=2')).text();
    expect(html).toMatch(/Showing 21-40 of \d+ notices/);
    expect(html).toContain('href="/files/notices/notice-21.pdf"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/notice\?page=2"/);
    expect(html).toContain('<title>Notice Board, page 2 |');
    const bengali = await (await request.get('/bn/notice?page=3')).text();
    expect(bengali).toMatch(/মোট [০-৯]+টি নোটিশের মধ্যে ৪১-/);
    // A search is the script's to draw: its first page comes as the board's first page.
    expect(await (await request.get('/notice?q=exam&page=2')).text()).toMatch(/Showing 1-20 of \d+ notices/);
  });

  test('shows 20 notices a page, newest first, with their dates and a New badge only today', async ({ page }) => {
    await open(page, '/notice');
    await expect(cards(page)).toHaveCount(20);
    expect(await shownTotal(page)).toBeGreaterThanOrEqual(45);
    const dates = await cards(page).locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    // Dates read like 'Jan 5, 2025'.
    await expect(cards(page).first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expectNewBadges(page, en.new);
  });

  test('searches titles without regard to case, and the search survives a reload', async ({ page }) => {
    await open(page, '/notice');
    await searchBox(page).fill('EXAMINATION');
    await expect(page).toHaveURL(/\?q=EXAMINATION$/);
    const titles = await cards(page).getByRole('link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(20);
    for (const title of titles) expect(title.toLowerCase()).toContain('examination');
    await page.reload();
    await ready(page);
    await expect(searchBox(page)).toHaveValue('EXAMINATION');
    await expect(cards(page)).toHaveCount(titles.length);
  });

  test('pages: Previous disabled on the first, Next on the last; Back returns to the page before', async ({ page }) => {
    await open(page, '/notice');
    const nav = pages(page);
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstTitle = await cards(page).first().textContent();

    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(countText(page)).toHaveText(/^Showing 21-40 of/);
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // The list's top is brought back into view, and the focus with it: the next Tab goes on from
    // the new page's first notice, not from the Next button far below.
    await expect(page.getByLabel(en.search)).toBeInViewport();
    await expect(countText(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards(page).first().getByRole('link').first()).toBeFocused();

    const total = await shownTotal(page);
    const last = Math.ceil(total / 20);
    await nav.getByRole('button', { name: `Page ${last}` }).click();
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(countText(page)).toHaveText(/^Showing 21-40 of/);
    await page.goBack();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(cards(page).first()).toHaveText(firstTitle!);
  });

  test('the current page number stays readable under the pointer or finger that chose it', async ({ page }) => {
    await open(page, '/notice');
    const colours = (name: string) =>
      pages(page)
        .getByRole('button', { name })
        .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    const current = await colours('Page 1');
    const second = pages(page).getByRole('button', { name: 'Page 2' });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'page');
    // The new page scrolls the list's top into view; the pointer goes back onto the button, hovered,
    // as a phone keeps the one just tapped.
    await second.hover();
    expect(await colours('Page 2')).toEqual(current);
  });

  test('a page number tapped before the page’s script has run still opens that page', async ({ page }) => {
    // Hold the scripts, as a slow phone on a slow network would: the page numbers are links until then.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/notice', { waitUntil: 'domcontentloaded' });
    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/notice\?page=2$/);
    // The server drew page 2: it shows before the script has run, not page 1 until then.
    await expect(page.getByRole('main').getByText(/^Showing 21-40 of/)).toBeVisible();
    await expect(pages(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
    release();
    await ready(page);
    await expect(countText(page)).toHaveText(/^Showing 21-40 of/);
    await expect(pages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('in Bengali: Bengali texts, dates and digits', async ({ page }) => {
    await open(page, '/bn/notice');
    await expect(page.getByLabel(bn.search)).toBeVisible();
    await expect(page.getByRole('main').getByText(/^মোট [০-৯]+টি নোটিশের মধ্যে ১-২০ দেখানো হচ্ছে$/)).toBeVisible();
    await expect(cards(page).first().locator('time')).toHaveText(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
    await expectNewBadges(page, bn.new);
    await page.getByLabel(bn.search).fill('পরীক্ষা');
    await expect(page).toHaveURL(/\/bn\/notice\?q=/);
    const titles = await cards(page).getByRole('link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(20);
    for (const title of titles) expect(title).toContain('পরীক্ষা');
  });

  test('on phones, the sort menu shows its longest option whole, in both languages', async ({ page }) => {
    for (const [url, label] of [['/notice', en.sort], ['/bn/notice', bn.sort]] as const) {
      await open(page, url);
      for (const width of [320, 360, 375, 412]) {
        await page.setViewportSize({ width, height: 740 });
        // A select as wide as its widest option needs (its width left to the browser) against the one shown.
        const room = await page.getByLabel(label).evaluate((select) => {
          const free = select.cloneNode(true) as HTMLSelectElement;
          free.style.cssText = 'width: auto; position: absolute; visibility: hidden';
          select.parentElement!.append(free);
          const needed = free.getBoundingClientRect().width;
          free.remove();
          return { needed, shown: select.getBoundingClientRect().width };
        });
        expect(room.shown, `${url} at ${width} px`).toBeGreaterThanOrEqual(room.needed - 0.5);
      }
    }
  });

  test('the refresh endpoint answers the notices as JSON with a cache header', async ({ request }) => {
    const response = await request.get('/api/notices?lang=bn');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
    const body = (await response.json()) as { notices: { title: string; dateLabel: string }[]; today: string };
    expect(body.notices.length).toBeGreaterThanOrEqual(45);
    // Today in Dhaka; just after midnight the cached answer may still hold the day before.
    expect([today(), yesterday()]).toContain(body.today);
    expect(body.notices[0]!.dateLabel).toMatch(/[০-৯]/);
    expect((await request.get('/api/notices?lang=fr')).status()).toBe(400);
  });

  test('is axe-clean with results, without results and on a later page', async ({ page }) => {
    for (const url of ['/notice?q=no-such-notice', '/bn/notice?sort=oldest&page=2']) {
      await open(page, url);
      expect(await axeViolations(page), url).toEqual([]);
    }
  });
});
