import { expect, test } from '@playwright/test';
import institute from '../../lib/content/institute.json';
import { LOCALES, messages, urlFor } from './messages';

for (const locale of LOCALES) {
  const c = messages[locale].content;

  test.describe(`key persons (${locale})`, () => {
    test('shows the two leaders with photo, position and long biography', async ({ page }) => {
      await page.goto(urlFor('/about/keyperson', locale));
      const people = page.getByTestId('leader');
      await expect(people).toHaveCount(2);
      for (const [i, leader] of institute.leaders.entries()) {
        const person = people.nth(i);
        const name = leader.name[locale];
        await expect(person.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(person.getByText(leader.role[locale], { exact: true })).toBeVisible();
        for (const paragraph of leader.bio[locale]) await expect(person.getByText(paragraph)).toBeVisible();
        const photo = person.getByRole('img', { name: c.keyperson.photoAlt.replace('{name}', name) });
        await photo.scrollIntoViewIfNeeded();
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        await expect(person.getByText(c.ui.imageUnavailable)).toHaveCount(0);
      }
    });

    test("a photo that fails to load is replaced by an 'Image not available' box", async ({ page }) => {
      await page.route(
        (url) => url.href.includes('chairman'),
        (route) => route.abort(),
      );
      await page.goto(urlFor('/about/keyperson', locale));
      const [chairman, director] = [page.getByTestId('leader').nth(0), page.getByTestId('leader').nth(1)];
      const name = institute.leaders[0]!.name[locale];
      await expect(chairman.getByText(c.ui.imageUnavailable)).toBeVisible();
      await expect(chairman.getByRole('img', { name: new RegExp(c.ui.imageUnavailable) })).toBeVisible();
      await expect(chairman.locator('img')).toHaveCount(0);
      // The rest of the card and the other leader's photo are untouched.
      await expect(chairman.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(director.getByText(c.ui.imageUnavailable)).toHaveCount(0);
      const photo = director.locator('img');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });
  });
}
