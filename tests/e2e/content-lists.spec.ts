import { expect, test, type Page } from '@playwright/test';
import { messages } from './messages';

const jobs = messages.en.jobsBoard;
const magazines = messages.en.magazinesPage;

const main = (page: Page) => page.getByRole('main');

test.describe('job board', () => {
  const cards = (page: Page) => main(page).locator('article');
  const showing = (page: Page) => main(page).getByText(/^Showing \d+-\d+ of \d+ jobs$/);

  test('6 jobs a page with title (a link to the job), company, location, dates and Apply now in a new tab', async ({ page }) => {
    await page.goto('/career/jobs-board');
    await expect(cards(page)).toHaveCount(6);
    await expect(showing(page)).toHaveText(/^Showing 1-6 of (1[2-9]|[2-9]\d) jobs$/);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    // The title is the way to the job's own page (job-details.spec.ts).
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/career\/jobs-board\/\d+$/);
    for (const label of [jobs.company, jobs.location, jobs.posted, jobs.deadline]) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(first.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const apply = first.getByRole('link', { name: new RegExp(`^${jobs.apply}`) });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /noopener/);
    await expect(apply).toHaveAttribute('href', /^\/files\/jobs\/.+\.pdf$/);
  });

  test('open jobs come first; closed ones are marked and cannot be applied for', async ({ page }) => {
    await page.goto('/career/jobs-board');
    const total = Number(/of (\d+) jobs/.exec((await showing(page).textContent())!)![1]);
    const closedFlags: boolean[] = [];
    const nav = page.getByRole('navigation', { name: jobs.pages });
    for (let p = 1; p <= Math.ceil(total / 6); p += 1) {
      if (p > 1) await nav.getByRole('button', { name: `Page ${p}` }).click();
      await expect(showing(page)).toHaveText(new RegExp(`^Showing ${(p - 1) * 6 + 1}-`));
      for (const card of await cards(page).all()) {
        const closed = (await card.getByText(jobs.closedBadge, { exact: true }).count()) > 0;
        closedFlags.push(closed);
        if (closed) {
          await expect(card.getByText(jobs.closed)).toBeVisible();
          await expect(card.getByRole('link', { name: new RegExp(`^${jobs.apply}`) })).toHaveCount(0);
        } else {
          await expect(card.getByRole('link', { name: new RegExp(`^${jobs.apply}`) })).toBeVisible();
        }
      }
    }
    expect(closedFlags).toHaveLength(total);
    expect(closedFlags.some(Boolean)).toBe(true);
    expect(closedFlags).toEqual([...closedFlags].sort((a, b) => Number(a) - Number(b)));
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    // From the keyboard: each press of Next takes the focus to the new page's count line at the
    // list's top, so the next Tab goes on to its first job, not on from the button below.
    await nav.getByRole('button', { name: 'Page 1' }).click();
    // Back on the first page before Next is pressed: until then Next is the last page's, disabled,
    // and the Enter went to the Page 1 button still focused (a failure seen once in CI).
    await expect(showing(page)).toHaveText(/^Showing 1-/);
    const next = nav.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    for (let p = 2; p <= Math.ceil(total / 6); p += 1) {
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(showing(page)).toHaveText(new RegExp(`^Showing ${(p - 1) * 6 + 1}`));
      await expect(showing(page)).toBeFocused();
    }
    // The Tab lands on the first control after the count line (on the last page, a closed job's
    // title, the link to its page): not in the footer.
    const firstAfterCount = await page.evaluate(() => {
      const start = document.querySelector('[data-list-start]')!;
      const after = [...start.parentElement!.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].find(
        (el) => start.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      after?.setAttribute('data-expected-focus', '');
      return Boolean(after);
    });
    expect(firstAfterCount).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-expected-focus]')).toBeFocused();
    await expect(next).toBeDisabled();
  });

  test('without script, the page links go from page to page: the server draws each one', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/bn/career/jobs-board');
    const nav = page.getByRole('navigation', { name: messages.bn.jobsBoard.pages });
    await nav.getByRole('link', { name: 'পৃষ্ঠা ২' }).click();
    await expect(page).toHaveURL(/\/bn\/career\/jobs-board\?page=2$/);
    await expect(main(page).getByText(/^মোট [০-৯]+টি চাকরির মধ্যে ৭-১২ দেখানো হচ্ছে$/)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'পৃষ্ঠা ২' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^চাকরির বোর্ড, পৃষ্ঠা ২ \|/);
    await context.close();
  });

  test('the page is in the address: a shared link opens on it, and Back returns to the page before', async ({ page }) => {
    await page.goto('/career/jobs-board?page=2');
    await main(page).locator('[data-ready]').waitFor({ state: 'attached' });
    await expect(showing(page)).toHaveText(/^Showing 7-12 of/);
    const nav = page.getByRole('navigation', { name: jobs.pages });
    await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/career\/jobs-board$/);
    await expect(showing(page)).toHaveText(/^Showing 1-6 of/);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(showing(page)).toHaveText(/^Showing 7-12 of/);
  });

  test('in Bengali', async ({ page }) => {
    await page.goto('/bn/career/jobs-board');
    await expect(main(page).getByText(/^মোট [০-৯]+টি চাকরির মধ্যে ১-৬ দেখানো হচ্ছে$/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: new RegExp(messages.bn.jobsBoard.apply) }).first()).toBeVisible();
  });
});

test.describe('lab facilities', () => {
  test('an image grid of the labs with their titles', async ({ page }) => {
    await page.goto('/facilities/lab-facilities');
    const figures = main(page).locator('figure');
    expect(await figures.count()).toBeGreaterThanOrEqual(12);
    await expect(figures.first().locator('figcaption')).toHaveText(/\S/);
    await expect(figures.first().locator('img')).toHaveAttribute('sizes', /vw/);
    await expect(figures.last().locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('in Bengali the titles are Bengali', async ({ page }) => {
    await page.goto('/bn/facilities/lab-facilities');
    await expect(main(page).locator('figcaption').first()).toHaveText(/[\u0980-\u09FF]/);
  });
});

test.describe('magazines', () => {
  const cards = (page: Page) => main(page).locator('article');

  test('cards with the long date, the title and a button that opens the PDF in a new tab', async ({ page }) => {
    await page.goto('/about/magazins');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(4);
    const first = cards(page).first();
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    const read = first.getByRole('link', { name: new RegExp(`^${magazines.read}`) });
    await expect(read).toHaveAttribute('target', '_blank');
    await expect(read).toHaveAttribute('rel', /noopener/);
    await expect(read).toHaveAttribute('href', /^\/files\/magazines\/.+\.pdf$/);
    await expect(read).toHaveClass(/button/);
    // Newest issue first.
    const dates = await cards(page).locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('in Bengali the dates are Bengali', async ({ page }) => {
    await page.goto('/bn/about/magazins');
    await expect(cards(page).first().locator('time')).toHaveText(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
    await expect(cards(page).first().getByRole('link', { name: new RegExp(messages.bn.magazinesPage.read) })).toBeVisible();
  });
});
