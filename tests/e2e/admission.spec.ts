import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import sharp from 'sharp';
import { messages } from './messages';
import { waitUntilInteractive } from './slow-network';
import institute from '../../lib/content/institute.json';

const form = messages.en.admissionForm;
const v = messages.en.validation;
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

  test('a full application with a photo, from a phone: the reference on the screen, a receipt that prints alone and comes back after a reload, the form empty for the next', { tag: '@phone' }, async ({ page }) => {
    const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#2d5f8b' } }).jpeg({ quality: 70 }).toBuffer();
    await fillValid(page);
    // A long name typed without spaces must wrap in the receipt, not widen the page.
    const name = 'Mohammadabdurrahmanchowdhurybinabdullahalmamunkhulnabangladesh';
    await field(page, form.studentName).fill(name);
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
    await expect(alert).toBeFocused();
    await expect(alert).toContainText(REFERENCE);
    const reference = (await alert.textContent())!.match(REFERENCE)![0];
    await expect(alert).toContainText(`Applicant: ${name}.`);
    await expect(alert).toContainText('01712345678 within three working days');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(alert.locator('strong').filter({ hasText: REFERENCE })).toBeInViewport({ ratio: 1 });
    await expect(field(page, form.studentName)).toHaveValue('');
    await expect(field(page, form.sscBoardRoll)).toHaveValue('');
    await expect(page.getByRole('img', { name: form.photoPreviewAlt })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft'))).toBeNull();

    // Printed: the receipt, without the menus, the form or the buttons, with whose it is and its QR code.
    const qr = alert.getByRole('img', { name: form.receiptQr.replace('{id}', reference) });
    await expect(qr).toBeVisible();
    await expect(alert.getByText(institute.name.en)).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText(institute.name.en)).toBeVisible();
    await expect(alert.getByText(institute.address.full.en)).toBeVisible();
    await expect(alert.getByText(/^Printed on \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(100);
    await expect(alert.getByRole('button', { name: form.receiptPrint })).toBeHidden();
    await expect(field(page, form.studentName)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // A fresh human check for the next application, and the receipt kept for the tab.
    await waitForHumanCheck(page);
    await page.reload();
    const last = page.getByRole('main').locator('[data-print-receipt]');
    await expect(last).toContainText(form.receiptLast);
    await expect(last).toContainText(reference);
    await last.getByRole('button', { name: form.receiptHide }).click();
    await expect(page.getByText(form.receiptLast)).toHaveCount(0);
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
    await expect(alert).not.toContainText(messages.en.submissions.securityCheck.replayed);
  });

  test('messages on blur and on submit, an error summary of links, focus on the first invalid field', { tag: '@widths' }, async ({ page }) => {
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
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('in Bengali: the photo box is written in Bengali, and a tap on it opens the phone’s picker', { tag: '@phone' }, async ({ page }) => {
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
