import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { messages } from './messages';
import { waitUntilInteractive } from './slow-network';

const form = messages.en.admissionForm;
const v = messages.en.validation;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const REFERENCE = /ADM-\d{4}-\d+/;

/** A roll number no other test (or project) uses: one application per SSC result is allowed. */
const uniqueRoll = () => String(100000 + Math.floor(Math.random() * 900000));

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const submit = (page: Page) => page.getByRole('button', { name: form.submit });

async function fillValid(page: Page, roll = uniqueRoll()) {
  await field(page, form.studentName).fill('Rafiqul Islam');
  await field(page, form.guardianName).fill('Abdul Karim Sarder');
  await field(page, form.birthDate).fill('2008-03-14');
  await field(page, form.personalMobileNumber).fill('01712345678');
  await field(page, form.guardianMobileNumber).fill('01812345678');
  await field(page, form.department).selectOption({ index: 1 });
  await field(page, form.sscBoard).selectOption('Jessore');
  await field(page, form.sscBoardRoll).fill(roll);
  await field(page, form.sscBatch).fill('2024');
  await field(page, form.sscRegistrationNumber).fill('2112345678');
  await field(page, form.sscGPA).fill('4.56');
  return roll;
}

/** The human check runs in the background; the button waits for it. */
async function waitForHumanCheck(page: Page) {
  await expect(submit(page)).toBeEnabled({ timeout: 25_000 });
  await expect(page.getByText(form.waitingHint)).toHaveCount(0);
}

test.describe('admission form', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await page.goto('/admission');
    await page.evaluate(() => localStorage.clear());
    // These tests are of the form once its script runs (messages on blur, the submit button); what
    // it keeps of what was typed before is tested in tests/unit/admission-form.test.tsx.
    await waitUntilInteractive(page, isMobile);
  });

  test('a full application with a photo is accepted with an ADM- reference, and the form starts over', async ({ page }) => {
    const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#2d5f8b' } }).jpeg({ quality: 70 }).toBuffer();
    await page.reload();
    await fillValid(page);
    await page.getByLabel(/max 500KB, JPEG\/PNG only/).setInputFiles({ name: 'rafiq.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: form.photoPreviewAlt })).toBeVisible();
    await waitForHumanCheck(page);

    const posted = page.waitForRequest((r) => r.url().includes('/api/admission') && r.method() === 'POST');
    await submit(page).click();
    const request = await posted;
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(request.url()).searchParams.get('lang')).toBe('en');

    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: form.success });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText(REFERENCE);
    await expect(alert).toBeFocused();
    await expect(field(page, form.studentName)).toHaveValue('');
    await expect(field(page, form.sscBoardRoll)).toHaveValue('');
    await expect(page.getByRole('img', { name: form.photoPreviewAlt })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft'))).toBeNull();
    // A fresh human check for the next application.
    await waitForHumanCheck(page);
  });

  test('the answers survive a reload as a draft', async ({ page }) => {
    await field(page, form.studentName).fill('Nusrat Jahan');
    await field(page, form.sscBoardRoll).fill('654321');
    await field(page, form.department).selectOption({ index: 2 });
    const department = await field(page, form.department).inputValue();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft'))).toContain('Nusrat Jahan');
    await page.reload();
    await expect(field(page, form.studentName)).toHaveValue('Nusrat Jahan');
    await expect(field(page, form.sscBoardRoll)).toHaveValue('654321');
    await expect(field(page, form.department)).toHaveValue(department);
    await expect(page.getByText(form.draftRestored)).toBeVisible();
  });

  test('switching the language keeps the answers, the department too, and so does a reload after it', async ({ page }) => {
    await field(page, form.studentName).fill('Nusrat Jahan');
    await field(page, form.sscBoardRoll).fill('654321');
    await field(page, form.department).selectOption({ index: 2 });
    const departmentId = (await field(page, form.department).inputValue()).split('|').pop();
    // At once: the last answers are still waiting to be saved (the draft is written 400 ms after typing stops).
    await page.getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/admission$/);
    const bn = messages.bn.admissionForm;
    for (const check of [() => undefined, () => page.reload()]) {
      await check();
      await expect(field(page, bn.studentName)).toHaveValue('Nusrat Jahan');
      await expect(field(page, bn.sscBoardRoll)).toHaveValue('654321');
      expect((await field(page, bn.department).inputValue()).split('|').pop()).toBe(departmentId);
    }
  });

  test('answers edited in the other language are the ones shown on the way back, by the toggle or by Back', async ({ page }) => {
    const bn = messages.bn.admissionForm;
    await field(page, form.studentName).fill('Nusrat Jahan');
    await field(page, form.sscBoardRoll).fill('111111');
    await page.getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/admission$/);
    await expect(field(page, bn.studentName)).toHaveValue('Nusrat Jahan');
    await field(page, bn.studentName).fill('Nusrat Jahan Edited');
    await field(page, bn.sscBoardRoll).fill('222222');
    // Next keeps the English page hidden and shows it again: it must not bring back what it held.
    await page.getByRole('link', { name: /View in English/ }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(field(page, form.studentName)).toHaveValue('Nusrat Jahan Edited');
    await expect(field(page, form.sscBoardRoll)).toHaveValue('222222');
    // And Back to the Bengali page, hidden in turn, after an edit in English.
    await field(page, form.sscBoardRoll).fill('333333');
    await page.goBack();
    await expect(page).toHaveURL(/\/bn\/admission$/);
    await expect(field(page, bn.sscBoardRoll)).toHaveValue('333333');
    await expect(field(page, bn.studentName)).toHaveValue('Nusrat Jahan Edited');
  });

  test('a server failure keeps every value, and the retry carries the same Idempotency-Key', async ({ page }) => {
    const seen: Request[] = [];
    await page.route('**/api/admission**', async (route) => {
      seen.push(route.request());
      if (seen.length === 1) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) });
      } else {
        await route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'ok', id: 1, application_id: 'ADM-2026-009999' }),
        });
      }
    });
    const roll = await fillValid(page);
    await waitForHumanCheck(page);
    await submit(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Server error');
    await expect(field(page, form.studentName)).toHaveValue('Rafiqul Islam');
    await expect(field(page, form.sscBoardRoll)).toHaveValue(roll);
    await expect(field(page, form.sscGPA)).toHaveValue('4.56');
    await expect(field(page, form.sscBoard)).toHaveValue('Jessore');
    await expect(field(page, form.birthDate)).toHaveValue('2008-03-14');

    await submit(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(form.success);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers()['idempotency-key']).toBe(seen[0]!.headers()['idempotency-key']);
  });

  test('a network error says so and keeps the values', async ({ page }) => {
    await page.route('**/api/admission**', (route) => route.abort('internetdisconnected'));
    await fillValid(page);
    await waitForHumanCheck(page);
    await submit(page).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(form.failure);
    await expect(alert).toContainText(form.networkHint);
    await expect(field(page, form.studentName)).toHaveValue('Rafiqul Islam');
  });

  test('an answer lost on the way back, then a changed answer: a new human check by itself, and the first reference', async ({ page }) => {
    // The server stores the application; its answer never reaches the phone.
    let first = '';
    await page.route('**/api/admission**', async (route) => {
      const response = await route.fetch();
      first = ((await response.json()) as { application_id: string }).application_id;
      await route.abort('connectionreset');
    });
    await fillValid(page);
    await waitForHumanCheck(page);
    await submit(page).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(form.networkHint);
    expect(first).toMatch(REFERENCE);
    await page.unroute('**/api/admission**');

    // The applicant leaves out the board this time and sends again: not "already used", and not a
    // second application, but the one kept.
    await field(page, form.sscBoard).selectOption('');
    // A new check is fetched first (its wait can be too short to see: the hint is unit-tested).
    const newCheck = page.waitForRequest((r) => r.url().includes('/api/human-check'));
    await submit(page).click();
    await newCheck;
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(first, { timeout: 30_000 });
    await expect(alert).not.toContainText(messages.en.submissions.humanCheck.replayed);
  });

  test('the receipt: who applied, the next step, print; a reload in the tab shows it again', async ({ page }) => {
    await fillValid(page);
    await waitForHumanCheck(page);
    await submit(page).click();
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: form.success });
    await expect(alert).toContainText(REFERENCE, { timeout: 15_000 });
    const reference = (await alert.textContent())!.match(REFERENCE)![0];
    await expect(alert).toContainText('Applicant: Rafiqul Islam.');
    await expect(alert).toContainText('01712345678 within three working days');

    // Printed: the receipt, without the menus, the form or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: form.receiptPrint })).toBeHidden();
    await expect(field(page, form.studentName)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.reload();
    const last = page.getByRole('main').locator('[data-print-receipt]');
    await expect(last).toContainText(form.receiptLast);
    await expect(last).toContainText(reference);
    await last.getByRole('button', { name: form.receiptHide }).click();
    await expect(page.getByText(form.receiptLast)).toHaveCount(0);
  });

  test('a long name typed without spaces wraps in the receipt: the page stays as wide as the screen', async ({ page }) => {
    await fillValid(page);
    const name = 'Mohammadabdurrahmanchowdhurybinabdullahalmamunkhulnabangladesh';
    await field(page, form.studentName).fill(name);
    await waitForHumanCheck(page);
    await submit(page).click();
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: form.success });
    await expect(alert).toContainText(name, { timeout: 15_000 });
    await expect(alert).toContainText(REFERENCE);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(alert.locator('strong').filter({ hasText: REFERENCE })).toBeInViewport({ ratio: 1 });
  });

  test('double-clicking submit makes one application; sending the same key again replays it', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admission') && r.method() === 'POST') posts.push(r);
    });
    await fillValid(page);
    await waitForHumanCheck(page);
    await submit(page).dblclick();
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: form.success });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    const reference = (await alert.textContent())!.match(REFERENCE)![0];
    const keys = new Set(posts.map((r) => r.headers()['idempotency-key']));
    expect(keys.size).toBe(1);

    // The same attempt again (a retry after a lost answer): the server answers the same application.
    const first = posts[0]!;
    const again = await page.request.post(first.url(), {
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': [...keys][0]! },
      data: first.postData()!,
    });
    expect(again.status()).toBe(201);
    expect((await again.json()).application_id).toBe(reference);
  });

  test('tabbing down the empty form to read it shows no message', async ({ page }) => {
    await field(page, form.studentName).focus();
    // Down to the department, past every field of the first section (the date box takes three stops).
    const department = field(page, form.department);
    for (let i = 0; i < 20 && !(await department.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(department).toBeFocused();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByText(v.studentNameRequired)).toHaveCount(0);
    await expect(page.getByText(v.mobileRequired)).toHaveCount(0);
  });

  test('messages on blur and on submit, an error summary of links, focus on the first invalid field', async ({ page }) => {
    await field(page, form.studentName).fill('Ra');
    await field(page, form.studentName).blur();
    await expect(page.getByText(v.studentNameMin)).toBeVisible();
    await field(page, form.personalMobileNumber).fill('0171234');
    await field(page, form.personalMobileNumber).blur();
    await expect(page.getByText(v.mobileLength)).toBeVisible();
    await waitForHumanCheck(page);
    await submit(page).click();
    await expect(field(page, form.studentName)).toBeFocused();
    const summary = page.getByRole('group', { name: form.errorSummaryTitle });
    await expect(summary.getByRole('link')).toHaveText([v.studentNameMin, v.guardianNameRequired, v.mobileLength, v.departmentRequired, v.rollRequired, v.batchRequired, v.gpaRequired]);
    // The summary shows on the screen with the field, not above it or under the sticky header.
    const summaryBelowHeader = () =>
      summary.evaluate((element) => element.getBoundingClientRect().top >= document.querySelector('header')!.getBoundingClientRect().bottom - 1);
    await expect.poll(summaryBelowHeader).toBe(true);
    await expect(field(page, form.studentName)).toBeInViewport({ ratio: 1 });
    await summary.getByRole('link', { name: v.rollRequired }).click();
    await expect(field(page, form.sscBoardRoll)).toBeFocused();
    await expect(field(page, form.sscBoardRoll)).toHaveAttribute('aria-invalid', 'true');
    // The form in its error state (the page around it is checked by accessibility.spec.ts).
    const results = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
    const violations = results.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('number fields take only digits; a pasted +880 number is cleaned', async ({ page }) => {
    const roll = field(page, form.sscBoardRoll);
    await roll.pressSequentially('12ab34-56');
    await expect(roll).toHaveValue('123456');
    await expect(roll).toHaveAttribute('inputmode', 'numeric');
    const mobile = field(page, form.personalMobileNumber);
    await mobile.focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', '+880 1712-345678');
      // What a browser does on paste: insert the text, then fire input.
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      input.setRangeText('+880 1712-345678', input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(mobile).toHaveValue('01712345678');
  });

  test('a GPA under 2.50 shows the admission rule without blocking', async ({ page }) => {
    await field(page, form.sscGPA).fill('2.25');
    await expect(page.getByText(form.gpaNotice)).toBeVisible();
    await field(page, form.sscGPA).fill('3.00');
    await expect(page.getByText(form.gpaNotice)).toHaveCount(0);
  });

  test('?department=<id> pre-selects that department', async ({ page }) => {
    const options = await field(page, form.department).locator('option').evaluateAll((els) =>
      els.map((el) => (el as HTMLOptionElement).value).filter(Boolean),
    );
    const [name, id] = options[1]!.split('|');
    await page.goto(`/admission?department=${id}`);
    await expect(field(page, form.department)).toHaveValue(`${name}|${id}`);
  });

  test('in Bengali: the labels and the button are Bengali, digits typed in Bengali are accepted', async ({ page }) => {
    const bn = messages.bn.admissionForm;
    await page.goto('/bn/admission');
    await expect(page.getByRole('group', { name: bn.personalSection })).toBeVisible();
    const batch = page.getByLabel(new RegExp(`^${bn.sscBatch.replace(/[()]/g, '\\$&')}`));
    await batch.pressSequentially('২০২৪');
    await expect(batch).toHaveValue('2024');
    await expect(page.getByRole('button', { name: bn.submit })).toBeVisible();
  });

  test('in Bengali: the photo box is written in Bengali, and a tap on it opens the phone’s picker', async ({ page }) => {
    const bn = messages.bn.admissionForm;
    await page.goto('/bn/admission');
    await expect(page.getByText(bn.photoChoose, { exact: true })).toBeVisible();
    // The far end of the box, away from the pill: the whole box is the input's.
    const box = page.getByText(bn.photoNone, { exact: true });
    await expect(box).toBeVisible();
    const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#2d5f8b' } }).jpeg({ quality: 70 }).toBuffer();
    // A real tap on the words: the unseen input lying over them takes it.
    await box.scrollIntoViewIfNeeded();
    const where = (await box.boundingBox())!;
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.mouse.click(where.x + where.width / 2, where.y + where.height / 2),
    ]);
    await chooser.setFiles({ name: 'rafiq.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: bn.photoPreviewAlt })).toBeVisible();
    await expect(page.getByText(bn.photoChooseAnother, { exact: true })).toBeVisible();
  });
});

test('without JavaScript, the note says where else to apply and the button does not spin as if it were getting ready', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/bn/admission');
  await expect(page.locator('[data-form-needs-script]')).toBeVisible();
  await expect(page.locator('[data-form-needs-script] a[href^="tel:"]')).toBeVisible();
  // The button's hint is drawn by the server; its spinner is hidden where no script runs.
  await expect(page.getByText(messages.bn.admissionForm.waitingHint)).toBeVisible();
  await expect(page.locator('form [class*="spinner"]')).toBeHidden();
  await context.close();
});

test.describe('admission form whose script never arrives', () => {
  for (const locale of ['en', 'bn'] as const) {
    test(`says so by the button, and a reload keeps what was typed (${locale})`, async ({ page, isMobile }) => {
      const t = messages[locale];
      const path = locale === 'bn' ? '/bn/admission' : '/admission';
      // A flaky connection loses the page's script files: the HTML and its inline script arrive.
      await page.route('**/_next/static/chunks/**', (route) => route.abort('connectionreset'));
      await page.goto(path);
      await page.evaluate(() => localStorage.clear());
      await field(page, t.admissionForm.studentName).fill('Rafiqul Islam');
      const note = page.locator('#admission-form-stalled');
      await expect(note).toBeVisible({ timeout: 20_000 });
      await expect(note).toContainText(t.formStalled.admission.split(/[.।]/)[0]!);
      await expect(page.locator('[aria-live]').filter({ has: note })).toHaveCount(1);
      await expect(note.getByRole('link').first()).toHaveAttribute('href', path);
      await field(page, t.admissionForm.guardianName).fill('Abdul Karim');

      await page.unroute('**/_next/static/chunks/**');
      await note.getByRole('link').first().click();
      await waitUntilInteractive(page, isMobile);
      await expect(page.getByText(t.admissionForm.draftRestored)).toBeVisible();
      await expect(field(page, t.admissionForm.studentName)).toHaveValue('Rafiqul Islam');
      await expect(field(page, t.admissionForm.guardianName)).toHaveValue('Abdul Karim');
      await expect(note).toBeHidden();
    });
  }
});
