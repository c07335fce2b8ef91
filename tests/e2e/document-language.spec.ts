import { expect, test } from '@playwright/test';
import { messages } from './messages';

// Documents behind Bengali pages: the Bengali version where the site has one, and 'ইংরেজিতে' beside
// what exists only in English (components/lists/english-only-tag.tsx); never on English pages.
// Which documents those are is the embedded service's answer (url_lang, image_lang), so the test
// reads it rather than knowing the demo's files.
const bn = messages.bn.common;
const englishOnlyName = new RegExp(bn.englishOnlyName);

type WireNotice = { url: string | null; url_lang?: string };

test.describe('documents in the page\'s language', () => {
  test('the Bengali notice board links the Bengali PDFs and marks the English-only ones; the English board marks none', async ({ page, request }) => {
    const notices = ((await (await request.get('/erp_webside/public_notice?lang=bn')).json()) as { notich_list: WireNotice[] }).notich_list;
    const firstPage = notices.slice(0, 20);
    const bengali = firstPage.filter((n) => n.url_lang === 'bn');
    const english = firstPage.filter((n) => n.url && n.url_lang !== 'bn');
    // The demo has both on its first page: the newest notices in Bengali, older ones in English only.
    expect(bengali.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);

    await page.goto('/bn/notice');
    const links = page.getByRole('main').locator('a[href^="/files/notices/"]');
    await expect(links).toHaveCount(firstPage.length);
    const first = page.locator(`main a[href="/${bengali[0]!.url}"]`);
    await expect(first).toBeVisible();
    await expect(first).not.toHaveAccessibleName(englishOnlyName);
    await expect(first.getByText(bn.englishOnly, { exact: true })).toHaveCount(0);
    const old = page.locator(`main a[href="/${english[0]!.url}"]`);
    await expect(old.getByText(bn.englishOnly, { exact: true })).toBeVisible();
    await expect(old).toHaveAccessibleName(englishOnlyName);
    await expect(links.getByText(bn.englishOnly, { exact: true })).toHaveCount(english.length);
    // The Bengali PDF is there.
    const pdf = await request.get(`/${bengali[0]!.url}`);
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/notice');
    await expect(page.getByRole('main').locator('a[href^="/files/notices/"]')).toHaveCount(firstPage.length);
    await expect(page.locator('[data-english-only]')).toHaveCount(0);
    await expect(page.locator('a[href$="-bn.pdf"]')).toHaveCount(0);
  });

  test('the Bengali prospectus page shows and downloads the Bengali cover; the English page the English one', async ({ page }) => {
    await page.goto('/bn/admission/prospectus');
    const download = page.getByRole('link', { name: messages.bn.prospectusPage.download });
    await expect(download).toHaveAttribute('href', '/images/site/prospectus-2025-bn.jpg');
    await expect(page.getByRole('main').locator('img[src*="prospectus-2025-bn"]')).toBeVisible();
    await expect(page.locator('[data-english-only]')).toHaveCount(0);
    await page.goto('/admission/prospectus');
    await expect(page.getByRole('link', { name: messages.en.prospectusPage.download })).toHaveAttribute('href', '/images/site/prospectus-2025.jpg');
  });

  test('a Bengali department page shows the Bengali course-structure sheets, each marked only if it is in English; the English page the English ones', async ({ page, request }) => {
    type WireDepartment = { id: number; image: string | string[] | null; image_lang?: string | string[] | null };
    const list = ((await (await request.get('/erp_webside/department_info?lang=bn')).json()) as { dis: WireDepartment[] }).dis;
    const department = list.find((d) => Array.isArray(d.image) && d.image.length > 1)!;
    const images = [department.image ?? []].flat();
    const languages = [department.image_lang ?? []].flat();
    const englishOnly = languages.filter((language) => language !== 'bn').length;

    await page.goto(`/bn/department-details/${department.id}`);
    const pictures = page.getByRole('main').locator('a[href^="/images/"]').filter({ has: page.getByRole('img') });
    await expect(pictures).toHaveCount(images.length);
    for (const [i, path] of images.entries()) await expect(pictures.nth(i)).toHaveAttribute('href', `/${path}`);
    // The demo draws its sheets in Bengali too: Bengali files, and no marker.
    expect(images.every((path) => path.endsWith('-bn.webp'))).toBe(true);
    await expect(pictures.getByText(bn.englishOnly, { exact: true })).toHaveCount(englishOnly);
    await expect(page.locator('[data-english-only]')).toHaveCount(0);
    await expect
      .poll(() => pictures.first().getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await page.goto(`/department-details/${department.id}`);
    const english = page.getByRole('main').locator('a[href^="/images/"]').filter({ has: page.getByRole('img') });
    await expect(english).toHaveCount(images.length);
    await expect(english.first()).toHaveAttribute('href', /\/images\/demo\/courses\/[a-z-]+-1\.webp$/);
    await expect(page.locator('[data-english-only]')).toHaveCount(0);
  });
});
