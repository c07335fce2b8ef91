import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { messages } from './messages';
import { holdRequests, SCRIPT_CHUNKS, waitUntilInteractive } from './slow-network';

const calc = messages.en.scholarshipPage;
const prospectus = messages.en.prospectusPage;
const fees = messages.en.tuitionFeesPage;

test.describe('tuition fees', () => {
  test('the fee table by category with the spec totals, the additional costs and the stipend', async ({ page }) => {
    await page.goto('/admission/tuition-fees');
    const table = page.getByRole('table', { name: fees.caption });
    await expect(table).toBeVisible();
    for (const category of ['engineering', 'technology', 'design', 'marine'] as const) {
      await expect(table.getByRole('columnheader', { name: fees.categories[category], exact: true })).toBeVisible();
    }
    const total = async (name: string) => (await table.getByRole('row', { name: new RegExp(`^${name}\\b`) }).locator('td').last().textContent())?.trim();
    expect(await total('Computer')).toBe('BDT 125,000');
    expect(await total('Marine')).toBe('BDT 141,000');
    expect(await total('Automobile')).toBe('BDT 77,000');
    expect(await total('Architecture')).toBe('BDT 53,000');
    expect(await total('Shipbuilding')).toBe('BDT 61,000');
    await expect(page.getByText('Miscellaneous fee: BDT 2,000, once at admission')).toBeVisible();
    await expect(page.getByText(/100% of female students and 70% of male students receive BDT 5,000 per semester/)).toBeVisible();
  });

  test('on a phone, a link near the top goes straight to one department’s fees, in both languages', { tag: '@phone' }, async ({ page }) => {
    for (const [path, department, total] of [
      ['/admission/tuition-fees', 'Marine', 'BDT 141,000'],
      ['/bn/admission/tuition-fees', 'মেরিন', '৳১,৪১,০০০'],
    ] as const) {
      await page.goto(path);
      const jump = page.getByRole('navigation', { name: messages[path.startsWith('/bn') ? 'bn' : 'en'].tuitionFeesPage.jumpTitle });
      // Near the top: on the first screen.
      await expect(jump).toBeInViewport();
      await jump.getByRole('link', { name: department, exact: true }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: department, exact: true }) });
      await expect(row).toBeInViewport();
      await expect(row).toContainText(total);
      // Its name is not under the sticky header.
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await row.getByRole('rowheader').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    }
  });

  test('in Bengali the money is in Bengali digits', async ({ page }) => {
    await page.goto('/bn/admission/tuition-fees');
    await expect(page.getByRole('table').getByText('৳১,২৫,০০০').first()).toBeVisible();
    await expect(page.getByRole('table').getByText('৳১,৪১,০০০')).toBeVisible();
  });
});

test.describe('admission requirements', () => {
  test('states the GPA and gap rule, the documents, the steps and links to apply', async ({ page }) => {
    const r = messages.en.requirementsPage;
    await page.goto('/admission/requirements');
    await expect(page.getByText(r.eligibility.gpa)).toBeVisible();
    await expect(page.getByText(r.eligibility.gap)).toBeVisible();
    await expect(page.getByRole('heading', { name: r.documentsTitle })).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: r.documents.markSheet }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByRole('link', { name: r.apply })).toHaveAttribute('href', '/admission');
  });
});

test.describe('prospectus', () => {
  test('shows the 2025 prospectus and downloads it as a JPG from its local path', async ({ page }) => {
    await page.goto('/admission/prospectus');
    await expect(page.getByRole('img', { name: /Cover of the 2025 prospectus/ })).toBeVisible();
    const link = page.getByRole('link', { name: prospectus.download });
    await expect(link).toHaveAttribute('href', '/images/site/prospectus-2025.jpg');
    await expect(link).toHaveAttribute('download', 'prospectus-2025.jpg');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('prospectus-2025.jpg');
    const file = await page.request.get('/images/site/prospectus-2025.jpg');
    expect(file.headers()['content-type']).toBe('image/jpeg');
  });

  test('where a browser cannot download, the image opens in a new tab with instructions', async ({ page, context }) => {
    await page.addInitScript(() => {
      // A browser that ignores `download` (in-app browsers, old ones): what the page checks.
      Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 (Linux; Android 12) [FBAN/FB4A;FBAV/400.0]' });
    });
    await page.goto('/admission/prospectus');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: prospectus.download }).click()]);
    await expect(tab.getByText(prospectus.fallback)).toBeVisible();
    await expect(tab.getByRole('img')).toHaveAttribute('src', /\/images\/site\/prospectus-2025\.jpg$/);
  });

  test('the hard-copy request: a modal that validates, submits, traps focus and clears its message on close', { tag: '@widths' }, async ({ page }) => {
    await page.goto('/admission/prospectus');
    const opener = page.getByRole('button', { name: prospectus.request });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: prospectus.modalTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(new RegExp(`^${prospectus.name}`))).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: prospectus.submit }).click();
    await expect(dialog.getByText(messages.en.validation.nameRequired)).toBeVisible();
    await expect(dialog.getByText(messages.en.validation.addressRequired)).toBeVisible();
    await expect(dialog.getByText(messages.en.validation.phoneRequired)).toBeVisible();
    await expect(dialog.getByText(messages.en.validation.emailRequired)).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Tab from the last control wraps to the first, inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByLabel(new RegExp(`^${prospectus.name}`)).fill('Sharmin Akter');
    const phone = dialog.getByLabel(new RegExp(`^${prospectus.phone}`));
    await phone.fill('--- ---');
    await dialog.getByLabel(new RegExp(`^${prospectus.email}`)).fill('sharmin@example.com');
    await dialog.getByLabel(new RegExp(`^${prospectus.address}`)).fill('House 4, Road 2, Sonadanga, Khulna 9100');
    await dialog.getByRole('button', { name: prospectus.submit }).click();
    await expect(dialog.getByText(messages.en.validation.phoneInvalid)).toBeVisible();
    // A Khulna landline as people write it, brackets and all.
    await phone.fill('(041) 720171');
    await dialog.getByRole('button', { name: prospectus.submit }).click();
    await expect(dialog.getByText(prospectus.success)).toBeVisible();
    // On screen, not below the button at the bottom of a phone's screen.
    await expect(dialog.getByText(prospectus.success)).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText(prospectus.success)).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: prospectus.close }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the request button tapped before the page’s script has run opens the form once it has', async ({ page }) => {
    // Hold the scripts, as a slow phone on a slow network would: the button is a link until then.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/admission/prospectus', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: prospectus.request }).click();
    release();
    const dialog = page.getByRole('dialog', { name: prospectus.modalTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(new RegExp(`^${prospectus.name}`))).toBeFocused();
    // The address is clean again, so Back or a reload does not open it a second time.
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: prospectus.request })).toBeFocused();
    // A link to the form from elsewhere on the page (or typed into the address) opens it too.
    await page.evaluate(() => (window.location.hash = 'request-copy'));
    await expect(dialog).toBeVisible();
  });

  test('without JavaScript, the request button leads to the office’s phone and e-mail', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/admission/prospectus');
    await page.getByRole('link', { name: prospectus.request }).click();
    expect(new URL(page.url()).hash).toBe('#request-copy');
    const note = page.locator('#request-copy');
    await expect(note).toBeInViewport();
    await expect(note.getByRole('link', { name: '01700-000001' })).toHaveAttribute('href', 'tel:+8801700000001');
    await expect(note.getByRole('link', { name: 'admission@mist-khulna.example' })).toHaveAttribute('href', 'mailto:admission@mist-khulna.example');
    await context.close();
  });

  test('a failed request says so and keeps the values', async ({ page }) => {
    await page.route('**/api/prospectus**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/admission/prospectus');
    await page.getByRole('button', { name: prospectus.request }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(new RegExp(`^${prospectus.name}`)).fill('Sharmin Akter');
    await dialog.getByLabel(new RegExp(`^${prospectus.phone}`)).fill('01812345678');
    await dialog.getByLabel(new RegExp(`^${prospectus.email}`)).fill('sharmin@example.com');
    await dialog.getByLabel(new RegExp(`^${prospectus.address}`)).fill('Sonadanga, Khulna');
    await dialog.getByRole('button', { name: prospectus.submit }).click();
    await expect(dialog.getByText(prospectus.failure)).toBeVisible();
    await expect(dialog.getByText(prospectus.failure)).toBeInViewport();
    await expect(dialog.getByLabel(new RegExp(`^${prospectus.name}`))).toHaveValue('Sharmin Akter');
  });
});

test.describe('scholarship calculator', () => {
  const value = (page: Page, name: string) => page.locator(`[data-result="${name}"]`);

  test('defaults to Computer and male, and works out a male 4.80 as a 30% waiver', async ({ page }) => {
    await page.goto('/admission/scholarship');
    await expect(page.getByLabel(calc.department, { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel(calc.department, { exact: true }).locator('option:checked')).toHaveText('Computer');
    await expect(page.getByLabel(calc.male, { exact: true })).toBeChecked();
    await expect(value(page, 'total')).toHaveCount(0);
    await page.getByLabel(calc.cgpa, { exact: true }).fill('4.8');
    await expect(value(page, 'waiver')).toHaveText('30%');
    await expect(value(page, 'monthly')).toHaveText('BDT 1,400');
    await expect(value(page, 'total')).toHaveText('BDT 96,200');
    await expect(value(page, 'saving')).toHaveText('BDT 28,800');
  });

  test('Calculate shows the results where the visitor is looking and focuses them, in both languages', { tag: '@widths' }, async ({ page, isMobile }) => {
    for (const [path, labels, total] of [
      ['/admission/scholarship', calc, 'BDT 96,200'],
      ['/bn/admission/scholarship', messages.bn.scholarshipPage, '৳৯৬,২০০'],
    ] as const) {
      await page.goto(path);
      await waitUntilInteractive(page, isMobile);
      await page.getByLabel(labels.cgpa, { exact: true }).fill('4.8');
      await page.getByRole('button', { name: labels.calculate }).click();
      const results = page.getByRole('region', { name: new RegExp(labels.resultsTitle) });
      await expect(results).toBeFocused();
      await expect(value(page, 'total')).toHaveText(total);
      await expect(value(page, 'total')).toBeInViewport({ ratio: 1 });
      await expect(value(page, 'saving')).toBeInViewport({ ratio: 1 });
    }
  });

  test('female: 400 a month whatever the CGPA', async ({ page }) => {
    await page.goto('/admission/scholarship');
    await page.getByLabel(calc.female, { exact: true }).check();
    await expect(value(page, 'waiver')).toHaveText('BDT 400');
    await expect(value(page, 'total')).toHaveText('BDT 48,200');
    await page.getByLabel(calc.department, { exact: true }).selectOption({ label: 'Shipbuilding' });
    await expect(value(page, 'monthly')).toHaveText('BDT 0');
    await expect(value(page, 'total')).toHaveText('BDT 61,000');
  });

  test('empty and invalid CGPA messages', async ({ page }) => {
    await page.goto('/admission/scholarship');
    const cgpa = page.getByLabel(calc.cgpa, { exact: true });
    await cgpa.fill('4.2');
    await expect(value(page, 'waiver')).toHaveText('15%');
    await cgpa.fill('');
    await expect(page.getByText(calc.enterCgpa)).toBeVisible();
    await expect(value(page, 'total')).toHaveCount(0);
    await cgpa.fill('7');
    await expect(page.getByText(calc.validCgpa)).toBeVisible();
    await expect(value(page, 'total')).toHaveCount(0);
    await page.getByRole('button', { name: calc.calculate }).click();
    await expect(page.getByText(calc.validCgpa)).toBeVisible();
  });

  test('the apply link pre-selects the department on the admission form', async ({ page, isMobile }) => {
    await page.goto('/admission/scholarship');
    // The script writes the chosen department into the link; before it, the link opens the plain form.
    await waitUntilInteractive(page, isMobile);
    await page.getByLabel(calc.department, { exact: true }).selectOption({ label: 'Civil' });
    await page.getByRole('link', { name: calc.apply }).click();
    await expect(page).toHaveURL(/\/admission/);
    const department = page.getByRole('combobox', { name: new RegExp(`^${messages.en.admissionForm.department}`) });
    await expect(department.locator('option:checked')).toHaveText(/^Civil/);
  });

  test('a department not open for admission this session says so instead of offering to apply', async ({ page, isMobile }) => {
    // Chemical has fees but is not among the departments the admission form offers.
    for (const [path, labels, chemical, computer] of [
      ['/admission/scholarship', calc, 'Chemical', 'Computer'],
      ['/bn/admission/scholarship', messages.bn.scholarshipPage, 'কেমিক্যাল', 'কম্পিউটার'],
    ] as const) {
      await page.goto(path);
      await waitUntilInteractive(page, isMobile);
      const department = page.getByLabel(labels.department, { exact: true });
      await department.selectOption({ label: chemical });
      await expect(page.getByText(labels.admissionClosed)).toBeVisible();
      await expect(page.getByRole('link', { name: labels.apply })).toHaveCount(0);
      await department.selectOption({ label: computer });
      await expect(page.getByText(labels.admissionClosed)).toHaveCount(0);
      await expect(page.getByRole('link', { name: labels.apply })).toBeVisible();
    }
  });

  test('in Bengali the SSC result is a GPA (জিপিএ), as on the admission form', async ({ page }) => {
    await page.goto('/bn/admission/scholarship');
    await expect(page.getByLabel('এসএসসি জিপিএ', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('সিজিপিএ');
    await page.goto('/bn/admission');
    await expect(page.getByRole('main')).toContainText('জিপিএ');
    await expect(page.getByRole('main')).not.toContainText('সিজিপিএ');
    await expect(page.getByLabel(/^এসএসসি পাসের সাল/)).toBeVisible();
  });

  test('in Bengali: Bengali digits in the results', async ({ page }) => {
    const bn = messages.bn.scholarshipPage;
    await page.goto('/bn/admission/scholarship');
    await page.getByLabel(bn.cgpa, { exact: true }).fill('4.8');
    await expect(value(page, 'waiver')).toHaveText('৩০%');
    await expect(value(page, 'total')).toHaveText('৳৯৬,২০০');
  });
});
