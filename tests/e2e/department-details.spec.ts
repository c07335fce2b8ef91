import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, messages, urlFor, type TestLocale } from './messages';

type WireDepartment = { id: number; title: string; description: string; image: string | string[] | null };

/** The departments as the embedded institute API serves them, in one language. */
async function departments(request: APIRequestContext, locale: TestLocale): Promise<WireDepartment[]> {
  const response = await request.get(`/erp_webside/department_info?lang=${locale}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { dis: WireDepartment[] }).dis;
}

/** The ids the admission form offers (departments open for admission). */
async function openForAdmission(request: APIRequestContext, locale: TestLocale): Promise<Set<number>> {
  const response = await request.get(`/erp_webside/admited_department?lang=${locale}`);
  expect(response.ok()).toBe(true);
  return new Set(((await response.json()) as { adps: { department__id: number }[] }).adps.map((d) => d.department__id));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const courseImages = (department: WireDepartment) =>
  department.image === null ? [] : Array.isArray(department.image) ? department.image : [department.image];

for (const locale of LOCALES) {
  const m = messages[locale];

  test.describe(`department details (${locale})`, () => {
    test('opened directly by its URL: title, description and course-structure images', async ({ page, request }) => {
      const list = await departments(request, locale);
      // One with two course-structure pages and, if there is one, one with a single page.
      const picks = [list.find((d) => courseImages(d).length > 1), list.find((d) => courseImages(d).length === 1)].filter(
        (d): d is WireDepartment => d !== undefined,
      );
      expect(picks.length).toBeGreaterThan(0);
      for (const department of picks) {
        const response = await page.goto(urlFor(`/department-details/${department.id}`, locale));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(department.title);
        const firstParagraph = department.description.split(/\n{2,}/)[0]!;
        await expect(page.getByRole('main').getByText(firstParagraph)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: m.departmentDetails.courseStructure })).toBeVisible();
        const alt = m.departmentDetails.courseImageAlt.replace('{title}', escape(department.title)).replace('{page}', locale === 'bn' ? '[০-৯]+' : '[0-9]+');
        const images = page.getByRole('main').getByRole('img', { name: new RegExp(`^${alt}$`) });
        await expect(images).toHaveCount(courseImages(department).length);
        // Too small to read in place on a phone: each page opens full size in a new tab, and says so.
        await expect(page.getByText(m.departmentDetails.courseImageHint)).toBeVisible();
        const pageLinks = page.getByRole('main').getByRole('link', { name: new RegExp(`^${alt} ${escape(m.common.opensInNewTab)}$`) });
        await expect(pageLinks).toHaveCount(courseImages(department).length);
        for (const link of await pageLinks.all()) await expect(link).toHaveAttribute('target', '_blank');
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          // The first request for an image at a width has the server resize it: on a machine busy with
          // other tests that took longer than the usual wait once (a flake, not a missing image).
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
            .toBeGreaterThan(0);
        }
        await expect(page.getByText(m.departmentDetails.noData)).toHaveCount(0);
      }
    });

    test('a department not open for admission says so instead of offering to apply, and the form says so too', async ({ page, request }) => {
      const open = await openForAdmission(request, locale);
      const list = await departments(request, locale);
      const closed = list.find((d) => !open.has(d.id));
      test.skip(!closed, 'the demo data has every department open');
      const opened = list.find((d) => open.has(d.id))!;
      await page.goto(urlFor(`/department-details/${opened.id}`, locale));
      await expect(page.getByRole('link', { name: m.departmentDetails.apply })).toBeVisible();
      await expect(page.getByText(m.departmentDetails.admissionClosed)).toHaveCount(0);

      await page.goto(urlFor(`/department-details/${closed!.id}`, locale));
      await expect(page.getByText(m.departmentDetails.admissionClosed)).toBeVisible();
      await expect(page.getByRole('link', { name: m.departmentDetails.apply })).toHaveCount(0);
      // A link that names it anyway (an old bookmark, a page cached before admission to it closed).
      await page.goto(urlFor(`/admission?department=${closed!.id}`, locale));
      const department = page.getByLabel(new RegExp(`^${escape(m.admissionForm.department)}`));
      await expect(department).toHaveAccessibleDescription(new RegExp(escape(m.validation.departmentClosed)));
      await expect(department).toHaveValue('');
      // Choosing one answers it at once.
      await department.selectOption({ index: 1 });
      await expect(page.getByText(m.validation.departmentClosed)).toHaveCount(0);
    });

    test("opened from a programs-page card's 'Learn more'", async ({ page }) => {
      await page.goto(urlFor('/programs/diploma-in-engineering', locale));
      const card = page.locator('#diploma-departments article').nth(2);
      await expect(card.getByText(m.common.learnMore)).toBeVisible();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      // The card's one link covers the whole card, 'Learn more' included.
      await card.getByText(m.common.learnMore).click({ force: true });
      await expect(page).toHaveURL(new RegExp(`${urlFor('/department-details/', locale)}\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(m.departmentDetails.noData)).toHaveCount(0);
    });

    test('an unknown id says there is no department data and how to go on', async ({ page }) => {
      for (const id of ['999999', 'no-such-department']) {
        await page.goto(urlFor(`/department-details/${id}`, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.departmentDetails.noData);
        await expect(page.getByText(m.departmentDetails.goBack)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: m.departmentDetails.allDepartments })).toHaveAttribute(
          'href',
          urlFor('/programs/diploma-in-engineering', locale),
        );
        // The page was rendered once for every unknown id: the language link still keeps this one.
        const other = locale === 'en' ? 'bn' : 'en';
        await expect(page.getByRole('banner').locator(`a[hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${urlFor(`/department-details/${id}`, other)}?language=${other}`,
        );
      }
    });
  });
}

test('the Bengali details page is in Bengali', async ({ page, request }) => {
  const [department] = await departments(request, 'bn');
  await page.goto(urlFor(`/department-details/${department!.id}`, 'bn'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await expect(page.getByRole('main').locator('p').first()).toHaveText(/[\u0980-\u09FF]/);
  await expect(page.getByRole('main').getByRole('link', { name: messages.bn.departmentDetails.apply })).toBeVisible();
});
