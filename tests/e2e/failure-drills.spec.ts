import { expect, test } from '@playwright/test';
import { LOCALES, messages, urlFor } from './messages';

/**
 * Failure drill for the forms: when /api/contact fails (the server answers 503, or the network
 * drops) the visitor sees the failure message and keeps everything typed; once the endpoint is
 * back, the same form sends.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of LOCALES) {
  const f = messages[locale].contactForm;

  test(`the contact form keeps its values when sending fails (${locale})`, async ({ page }) => {
    await page.goto(urlFor('/contact', locale));
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: f.submit }) });
    const values = {
      name: locale === 'bn' ? 'রফিক ইসলাম' : 'Rafiq Islam',
      email: 'rafiq@example.com',
      subject: locale === 'bn' ? 'ছাত্রাবাস' : 'Hostel seats',
      message: locale === 'bn' ? 'প্রথম বর্ষের ছাত্রদের জন্য ছাত্রাবাসে আসন আছে কি?' : 'Are there hostel seats for first-year students?',
    };
    const field = (key: keyof typeof values) => form.getByLabel(new RegExp(`^${escape(f[key])}`));
    for (const key of Object.keys(values) as (keyof typeof values)[]) await field(key).fill(values[key]);

    await page.route('**/api/contact**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: messages[locale].submissions.contact.failed }) }),
    );
    await form.getByRole('button', { name: f.submit }).click();
    // Told in the server's words, which it answered in the page's language.
    const failed = messages[locale].submissions.contact.failed;
    await expect(page.getByText(failed)).toBeVisible();
    await expect(page.getByText(failed)).toBeInViewport();
    for (const key of Object.keys(values) as (keyof typeof values)[]) await expect(field(key)).toHaveValue(values[key]);

    await page.unroute('**/api/contact**');
    await page.route('**/api/contact**', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: f.submit }).click();
    await expect(page.getByText(f.network)).toBeVisible();
    for (const key of Object.keys(values) as (keyof typeof values)[]) await expect(field(key)).toHaveValue(values[key]);

    await page.unroute('**/api/contact**');
    await page.route('**/api/contact**', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: f.success, id: 1 }) }),
    );
    await form.getByRole('button', { name: f.submit }).click();
    await expect(page.getByText(f.success)).toBeVisible();
    // Brought on screen: on a desktop screen too it sits below the fold, under the button.
    await expect(page.getByText(f.success)).toBeInViewport();
    await expect(field('name')).toHaveValue('');
  });
}

for (const locale of LOCALES) {
  const f = messages[locale].contactForm;

  test(`a message typed on the contact page survives a reload, and is on the home page's form too (${locale})`, async ({ page }) => {
    await page.goto(urlFor('/contact', locale));
    const formOf = () => page.locator('main form').filter({ has: page.getByRole('button', { name: f.submit }) });
    const field = (label: string) => formOf().getByLabel(new RegExp(`^${escape(label)}`));
    const message = locale === 'bn' ? 'ভর্তির শেষ তারিখ কবে?' : 'When is the last day to apply?';
    await expect(formOf().getByRole('button', { name: f.submit })).toBeEnabled();
    await field(f.name).fill('Rafiq Islam');
    await field(f.message).fill(message);
    // At once, before the pause that saves as one types: a phone that drops the tab gives no more time.
    await page.reload();
    await expect(field(f.message)).toHaveValue(message);
    await expect(field(f.name)).toHaveValue('Rafiq Islam');
    await page.goto(urlFor('/', locale));
    await expect(field(f.message)).toHaveValue(message);
  });
}

for (const locale of LOCALES) {
  const f = messages[locale].contactForm;

  test(`a message over the length cap says how long it may be, and stays in the form (${locale})`, async ({ page }) => {
    await page.goto(urlFor('/contact', locale));
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: f.submit }) });
    const field = (label: string) => form.getByLabel(new RegExp(`^${escape(label)}`));
    await field(f.name).fill('Rafiq Islam');
    await field(f.email).fill('rafiq@example.com');
    const long = 'x'.repeat(5001);
    await field(f.message).fill(long);
    await form.getByRole('button', { name: f.submit }).click();
    const cap = messages[locale].validation.tooLongMax.replace('{max, number}', locale === 'bn' ? '৫,০০০' : '5,000');
    await expect(form.getByText(cap)).toBeVisible();
    // The error's description starts with its warning sign.
    await expect(field(f.message)).toHaveAccessibleDescription(new RegExp(`${escape(cap)}$`));
    await expect(field(f.message)).toHaveValue(long);
    // The server's refusal (next-intl's formatting) says the same.
    const answer = await page.request.post(`/api/contact?lang=${locale}`, { data: { name: 'Rafiq Islam', email: 'rafiq@example.com', message: long } });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).errors).toEqual({ message: cap });
  });
}

for (const locale of LOCALES) {
  const n = messages[locale].newsletter;

  test(`a refusal the server explains is told in its words, and the address stays (${locale})`, async ({ page }) => {
    await page.goto(urlFor('/contact', locale));
    const form = page.locator('footer form').filter({ has: page.getByRole('button', { name: n.submit }) });
    const box = form.getByLabel(n.label);
    await box.fill('rafiq@example.com');
    // What the server answers once its limit for the address is reached: wait, rather than retry now.
    const tooMany =
      locale === 'bn' ? 'অনেকবার চেষ্টা করা হয়েছে। ৮ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।' : 'Too many attempts. Please wait 8 minutes and try again.';
    await page.route('**/api/newsletter**', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '480' }, body: JSON.stringify({ message: tooMany }) }),
    );
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByText(tooMany)).toBeVisible();
    await expect(form.getByText(n.failure)).toHaveCount(0);
    await expect(box).toHaveValue('rafiq@example.com');
  });
}
