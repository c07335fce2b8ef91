import { expect, test, type Page } from '@playwright/test';
import { LOCALES, messages, urlFor } from './messages';

// The service worker is blocked in every other spec (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page, then opens `path` again through it, which saves it. */
async function openThroughWorker(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  await page.goto(path);
}

const noteStart = (text: string) => text.slice(0, text.indexOf('{when}')).trim();

for (const locale of LOCALES) {
  const t = messages[locale];

  test(`offline, the notice and job boards seen once stay readable, with the saved-on note, and other pages show the offline page (${locale})`, async ({ page, context }) => {
    // Two boards, offline and online again: several loads on a busy two-core machine.
    test.slow();
    const notices = urlFor('/notice', locale);
    const jobs = urlFor('/career/jobs-board', locale);
    // The Bengali visitor has chosen Bengali (the language cookie): English addresses lead to Bengali pages.
    if (locale === 'bn') await page.goto('/?language=bn');
    await openThroughWorker(page, notices);
    await expect(page.getByTestId('offline-note')).toHaveCount(0);
    await page.goto(jobs);
    await expect(page.getByRole('heading', { level: 1, name: t.pages.careerJobsBoard.title })).toBeVisible();

    await context.setOffline(true);
    await page.goto(notices);
    await expect(page.getByRole('heading', { level: 1, name: t.pages.notice.title })).toBeVisible();
    await expect(page.getByTestId('offline-note')).toContainText(noteStart(t.offline.savedCopy));
    await expect(page.locator('[data-ready] time').first()).toBeVisible();

    await page.goto(jobs);
    await expect(page.getByRole('heading', { level: 1, name: t.pages.careerJobsBoard.title })).toBeVisible();
    await expect(page.getByTestId('offline-note')).toBeVisible();
    if (locale === 'bn') {
      // Offline, the chosen language still holds: the Bengali copy of an English address.
      await page.goto('/notice');
      await expect(page.getByRole('heading', { level: 1, name: t.pages.notice.title })).toBeVisible();
    }

    // A page never opened: the offline page, in the address's language, listing the saved ones.
    await page.goto(urlFor('/about', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const saved = page.getByTestId('saved-pages');
    await expect(saved.getByRole('link', { name: new RegExp(t.pages.notice.title) })).toHaveAttribute('href', notices);
    await saved.getByRole('link', { name: new RegExp(t.pages.careerJobsBoard.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.pages.careerJobsBoard.title })).toBeVisible();

    // Back online, the page comes from the network again: no note.
    await context.setOffline(false);
    await page.goto(locale === 'bn' ? '/notice' : notices);
    await expect(page).toHaveURL(new RegExp(`${notices}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.pages.notice.title })).toBeVisible();
    await expect(page.getByTestId('offline-note')).toHaveCount(0);
  });
}

test('a saved form page works offline: its scripts, carrying the copy’s own nonce, run under the copy’s own policy', async ({ page, context }) => {
  test.slow();
  const form = messages.en.admissionForm;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openThroughWorker(page, '/admission');
  await context.setOffline(true);
  await page.goto('/admission');
  await expect(page.getByTestId('offline-note')).toBeVisible();
  // Shown by the form's own script once it has run.
  await expect(page.getByText(form.offlineHint)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
  expect(violations).toEqual([]);
});

test('the service worker is served at /sw.js for the whole site, never from a stale HTTP cache', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toMatch(/worker-src 'self'/);
});
