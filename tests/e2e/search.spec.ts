import { expect, test, type Page } from '@playwright/test';

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

test.describe('site search overlay', () => {
  test('focuses its box, offers popular searches, finds pages and counts them', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();

    // Empty query: the spec's popular searches.
    const popular = dialog.getByRole('list').getByRole('button');
    await expect(popular).toHaveText(['Admission', 'Programs', 'Facilities', 'Contact', 'Notice']);

    await box.fill('fees');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ result\(s\) found$/);
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results.first()).toContainText('Tuition Fees');
    await expect(results.first()).toContainText('/admission/tuition-fees');
    await expect(results.first()).toContainText('Admission');

    // Title matches come first.
    await box.fill('library');
    await expect(results.first()).toContainText('Library');
  });

  test('says so when nothing matches', async ({ page, isMobile }) => {
    await page.goto('/');
    const dialog = await openSearch(page, isMobile);
    await dialog.getByRole('searchbox').fill('zzqx');
    await expect(dialog.getByText('No results found for "zzqx"')).toBeVisible();
    await expect(dialog.getByText('Try different keywords or check spelling')).toBeVisible();
  });

  test('Enter goes to the first result; arrow keys move through results', async ({ page, isMobile }) => {
    await page.goto('/');
    const dialog = await openSearch(page, isMobile);
    const box = dialog.getByRole('searchbox');
    await box.fill('notice');
    await page.keyboard.press('ArrowDown');
    const links = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
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

  test('Escape and an outside click close it', async ({ page, isMobile }) => {
    await page.goto('/');
    let dialog = await openSearch(page, isMobile);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openSearch(page, isMobile);
    await page.mouse.click(5, 780);
    await expect(dialog).toBeHidden();
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
});
