import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { messages } from './messages';

const en = messages.en.galleryPage;
const bn = messages.bn.galleryPage;

const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).locator('article');
const showing = (page: Page) => panel(page).getByText(/^Showing \d+-\d+ of \d+ results$/);
const department = (page: Page) => page.getByLabel(en.department, { exact: true });

async function total(page: Page): Promise<number> {
  return Number(/of (\d+) results/.exec((await showing(page).textContent()) ?? '')?.[1]);
}

/** Opens a page and waits until the client's list, which follows the URL, has replaced the server's copy. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

async function ready(page: Page) {
  await page.locator('[data-ready]').waitFor({ state: 'attached' });
}

test.describe('gallery', () => {
  test('tabs for top performers, success stories and video stories, top performers first', async ({ page }) => {
    await open(page, '/gallery');
    const tabs = page.getByRole('tablist', { name: en.tablist }).getByRole('tab');
    await expect(tabs).toHaveText([en.tabs.topPerformers, en.tabs.successStories, en.tabs.videoStories]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toHaveAttribute('aria-labelledby', (await tabs.first().getAttribute('id'))!);
    await expect(showing(page)).toHaveText(/^Showing 1-6 of \d+ results$/);
    expect(await total(page)).toBeGreaterThanOrEqual(14);
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).toContainText(/CGPA \d\.\d{2}/);
  });

  test('the server draws a later page of the first tab, as an address of its own; another tab’s is the script’s', async ({ request }) => {
    const html = await (await request.get('/gallery?page=2')).text();
    expect(html).toMatch(/Showing 7-12 of \d+ results/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/gallery\?page=2"/);
    expect(await (await request.get('/bn/gallery?page=2')).text()).toMatch(/মোট [০-৯]+টির মধ্যে ৭-১২টি দেখানো হচ্ছে/);
    expect(await (await request.get('/gallery?tab=success-stories&page=2')).text()).toMatch(/Showing 1-6 of \d+ results/);
  });

  test('pages 6 at a time with first, last and neighbours', async ({ page }) => {
    await open(page, '/gallery');
    const nav = page.getByRole('navigation', { name: en.pages });
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await expect(showing(page)).toHaveText(/^Showing 7-12 of \d+ results$/);
    await expect(page).toHaveURL(/\/gallery\?page=2$/);
    // The focus goes with the list to its top, to the new page's count line.
    await expect(showing(page)).toBeFocused();
    const last = Math.ceil((await total(page)) / 6);
    await nav.getByRole('button', { name: `Page ${last}` }).click();
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(cards(page)).toHaveCount((await total(page)) - (last - 1) * 6);
  });

  test('the department filter: All Departments plus the departments of the tab; it resets the page', async ({ page }) => {
    await open(page, '/gallery');
    const options = await department(page).locator('option').allTextContents();
    expect(options[0]).toBe(en.allDepartments);
    // Every department on every page of the tab, and no other, is offered.
    const seen = new Set<string>();
    const count = Math.ceil((await total(page)) / 6);
    for (let p = 1; p <= count; p += 1) {
      await open(page, `/gallery?page=${p}`);
      await expect(showing(page)).toHaveText(new RegExp(`^Showing ${(p - 1) * 6 + 1}-`));
      const departments = await cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p')!.textContent!));
      departments.forEach((d) => seen.add(d));
    }
    expect([...seen].sort()).toEqual(options.slice(1).sort());

    await open(page, '/gallery?page=2');
    const choice = options.find((o) => o.startsWith('Civil'))!;
    await department(page).selectOption({ label: choice });
    await expect(page).toHaveURL(/\?dept=Civil/);
    await expect(showing(page)).toHaveText(/^Showing 1-\d+ of \d+ results$/);
    for (const card of await cards(page).all()) await expect(card).toContainText(choice);
  });

  test('a chosen tab and department stay chosen across the language switch', async ({ page }) => {
    await open(page, '/gallery?tab=success-stories');
    const choice = (await department(page).locator('option').nth(1).textContent())!;
    await department(page).selectOption({ label: choice });
    await expect(page).toHaveURL(/&dept=/);
    for (const card of await cards(page).all()) await expect(card).toContainText(choice);
    const shown = await cards(page).count();

    await page.getByRole('banner').getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/gallery\?tab=success-stories&dept=/);
    const select = page.getByLabel(bn.department, { exact: true });
    const bengali = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent!);
    expect(bengali).not.toBe(choice);
    expect(bengali).not.toBe(bn.allDepartments);
    await expect.poll(() => new URL(page.url()).searchParams.get('dept')).toBe(bengali);
    await expect(page.getByRole('tab', { name: bn.tabs.successStories })).toHaveAttribute('aria-selected', 'true');
    // As many cards as in English, each of that department.
    await expect(cards(page)).toHaveCount(shown);
    for (const card of await cards(page).all()) await expect(card).toContainText(bengali);
  });

  test('changing the tab resets the page and the filter', async ({ page }) => {
    await open(page, '/gallery');
    const choice = (await department(page).locator('option').allTextContents())[1]!;
    await department(page).selectOption({ label: choice });
    await page.getByRole('tab', { name: en.tabs.successStories }).click();
    await expect(page.getByRole('tab', { name: en.tabs.successStories })).toHaveAttribute('aria-selected', 'true');
    await expect(department(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/gallery\?tab=success-stories$/);
    await expect(showing(page)).toHaveText(/^Showing 1-6 of \d+ results$/);
    expect(await total(page)).toBeGreaterThanOrEqual(8);
    await expect(cards(page).first().locator('blockquote')).toBeVisible();
  });

  test('the state survives a reload and Back returns to the tab before', async ({ page }) => {
    await open(page, '/gallery');
    await page.getByRole('tab', { name: en.tabs.successStories }).click();
    await page.getByRole('navigation', { name: en.pages }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?tab=success-stories&page=2$/);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('tab', { name: en.tabs.successStories })).toHaveAttribute('aria-selected', 'true');
    await expect(showing(page)).toHaveText(/^Showing 7-\d+ of \d+ results$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=success-stories$/);
    await expect(showing(page)).toHaveText(/^Showing 1-6 of/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: en.tabs.topPerformers })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs answer the arrow keys', async ({ page }) => {
    await open(page, '/gallery');
    await page.getByRole('tab', { name: en.tabs.topPerformers }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: en.tabs.successStories })).toBeFocused();
    await expect(page.getByRole('tab', { name: en.tabs.successStories })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: en.tabs.videoStories })).toHaveAttribute('aria-selected', 'true');
  });

  test('a video story loads only when played', async ({ page }) => {
    await open(page, '/gallery?tab=video-stories');
    await expect(cards(page)).toHaveCount(3);
    await expect(showing(page)).toHaveText('Showing 1-3 of 3 results');
    await expect(page.locator('iframe')).toHaveCount(0);
    const name = (await cards(page).first().getByRole('heading', { level: 3 }).textContent())!;
    await cards(page).first().getByRole('link', { name: `Play the video story of ${name}` }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', `Video story of ${name}`);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', /\/files\/videos\/.+\.html\?autoplay=1$/);
  });

  test('a department without entries names itself in the empty text', async ({ page }) => {
    await open(page, '/gallery?tab=video-stories&dept=Marine%20Technology');
    await expect(panel(page).getByText('No Marine Technology video stories available at the moment.')).toBeVisible();
  });

  test('in Bengali', async ({ page }) => {
    await open(page, '/bn/gallery');
    await expect(page.getByRole('tab', { name: bn.tabs.topPerformers })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(bn.department, { exact: true }).locator('option').first()).toHaveText(bn.allDepartments);
    await expect(panel(page).getByText(/^মোট [০-৯]+টির মধ্যে ১-৬টি দেখানো হচ্ছে$/)).toBeVisible();
    await expect(cards(page).first()).toContainText(/সিজিপিএ [০-৯]\.[০-৯]{2}/);
  });

  test('is axe-clean on every tab', async ({ page }) => {
    // Three pages and three axe runs: on a loaded two-core machine this took 29 to 31 s.
    test.setTimeout(90_000);
    for (const url of ['/gallery?tab=success-stories', '/bn/gallery?tab=video-stories']) {
      await open(page, url);
      expect(await axeViolations(page), url).toEqual([]);
    }
  });
});
