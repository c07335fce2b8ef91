import { expect, test, type Page } from '@playwright/test';
import { messages, urlFor, type TestLocale } from './messages';
import { waitUntilInteractive } from './slow-network';

const REFERENCE = /ADM-\d{4}-\d+/;
const uniqueRoll = () => String(100000 + Math.floor(Math.random() * 900000));

function formOf(page: Page, locale: TestLocale) {
  const form = messages[locale].admissionForm;
  const field = (label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  return {
    form,
    submit: () => page.getByRole('button', { name: form.submit }),
    async fill() {
      await field(form.studentName).fill('Rafiqul Islam');
      await field(form.guardianName).fill('Abdul Karim Sarder');
      await field(form.birthDate).fill('2008-03-14');
      await field(form.personalMobileNumber).fill('01712345678');
      await field(form.guardianMobileNumber).fill('01812345678');
      await field(form.department).selectOption({ index: 1 });
      await field(form.sscBoard).selectOption('Jessore');
      await field(form.sscBoardRoll).fill(uniqueRoll());
      await field(form.sscBatch).fill('2024');
      await field(form.sscRegistrationNumber).fill('2112345678');
      await field(form.sscGPA).fill('4.56');
    },
  };
}

/** Every admission post of the context, with its Idempotency-Key. */
function recordPosts(page: Page) {
  const keys: (string | null)[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/admission')) keys.push(request.headers()['idempotency-key'] ?? null);
  });
  return keys;
}

test('an application sent offline is kept, said so, and sent once when the connection is back, with its reference', async ({ page, context, isMobile }) => {
  const posts = recordPosts(page);
  await page.goto('/admission');
  await waitUntilInteractive(page, isMobile);
  const { form, submit, fill } = formOf(page, 'en');
  await fill();
  await context.setOffline(true);
  await expect(page.getByText(form.offlineHint)).toBeVisible();
  await submit().click();
  await expect(page.getByText(form.queuedTitle)).toBeVisible();
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(form.success)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: REFERENCE })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('in Bengali: an application kept offline whose page was closed is named on the next visit, and sent from the form', async ({ page, context, isMobile }) => {
  // Two pages, two human checks: slow on a busy two-core machine.
  test.slow();
  const t = messages.bn;
  await page.goto('/bn/admission');
  await waitUntilInteractive(page, isMobile);
  const { form, submit, fill } = formOf(page, 'bn');
  await fill();
  await context.setOffline(true);
  await submit().click();
  await expect(page.getByText(form.queuedTitle)).toBeVisible();
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(urlFor('/notice', 'bn'));
  const note = next.getByTestId('pending-application');
  await expect(note).toContainText(t.offline.pendingApplication);
  await note.getByRole('link', { name: t.offline.pendingOpenForm }).click();
  await expect(next).toHaveURL(/\/bn\/admission$/);
  await expect(next.getByTestId('pending-application')).toContainText(t.offline.pendingHere);

  const again = formOf(next, 'bn');
  await expect(again.submit()).toBeEnabled({ timeout: 25_000 });
  await again.submit().click();
  await expect(next.getByText(form.success)).toBeVisible({ timeout: 30_000 });
  await expect(next.getByTestId('pending-application')).toHaveCount(0);
});

test('a contact message sent offline is kept, said so, and sent once when the connection is back', async ({ page, context, isMobile }) => {
  const t = messages.en.contactForm;
  const keys: (string | null)[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/contact')) keys.push(request.headers()['idempotency-key'] ?? null);
  });
  await page.goto('/contact');
  await waitUntilInteractive(page, isMobile);
  const main = page.getByRole('main');
  await main.getByLabel(new RegExp(`^${t.name}`)).fill('Nasrin Akter');
  await main.getByLabel(new RegExp(`^${t.email}`)).fill('nasrin@example.com');
  await main.getByLabel(new RegExp(`^${t.message}`)).fill('When does the admission test for the diploma programme begin?');
  await context.setOffline(true);
  await main.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.queued)).toBeVisible();
  expect(keys).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByText(t.success)).toBeVisible({ timeout: 20_000 });
  expect(keys).toHaveLength(1);
});
