import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { messages } from './messages';
import { holdRequests, SCRIPT_CHUNKS, waitUntilInteractive } from './slow-network';

const en = messages.en.facultyPage;
const bn = messages.bn.facultyPage;

const chips = (page: Page, name = en.filter) => page.getByRole('group', { name }).getByRole('button');
const pressedChip = (page: Page, name = en.filter) => page.getByRole('group', { name }).getByRole('button', { pressed: true });
const addressedDepartment = (page: Page) => new URL(page.url()).searchParams.get('dept');
const cards = (page: Page) => page.getByRole('main').locator('article');
/** The department line of each card (the last line). */
const departmentsOfCards = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p:last-of-type')!.textContent!.trim()));

test.describe('faculty members', () => {
  test("chips: 'All' plus each distinct department, All pressed first", async ({ page }) => {
    await page.goto('/facilities/faculty-members');
    const departments = [...new Set(await departmentsOfCards(page))];
    expect(await cards(page).count()).toBeGreaterThanOrEqual(24);
    // The chips are links until the page's script has run (decision 0009), buttons after.
    await expect(chips(page).first()).toBeVisible();
    const labels = await chips(page).allTextContents();
    expect(labels[0]).toBe(en.all);
    expect(labels.slice(1).sort()).toEqual(departments.sort());
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(chips(page).nth(1)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a chip shows only its department; All shows everyone again', async ({ page }) => {
    await page.goto('/facilities/faculty-members');
    const everyone = await cards(page).count();
    const chip = chips(page).nth(1);
    const name = (await chip.textContent())!;
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'false');
    const shown = await departmentsOfCards(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(everyone);
    expect(new Set(shown)).toEqual(new Set([name]));
    await expect(page.getByText(`Showing ${shown.length} of ${everyone} faculty members`)).toBeVisible();
    await chips(page).first().click();
    await expect(cards(page)).toHaveCount(everyone);
  });

  test('cards show name, designation and department; members without a photo get the placeholder', async ({ page }) => {
    await page.goto('/facilities/faculty-members');
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.locator('p')).toHaveCount(2);
    expect(await page.locator('main [data-image-fallback="person"]').count()).toBeGreaterThanOrEqual(1);
    // Photos are sized for their 112 px circle.
    await expect(first.locator('img')).toHaveAttribute('sizes', '112px');
  });

  test('the pressed chip’s tick is seen, not read: its name is the department alone, in both languages', async ({ page }) => {
    for (const [path, group] of [['/facilities/faculty-members', en.filter], ['/bn/facilities/faculty-members', bn.filter]] as const) {
      await page.goto(path);
      const pressed = pressedChip(page, group);
      const label = (await pressed.textContent())!;
      // The tick is drawn before the name…
      expect(await pressed.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(/✓/);
      // …and Chrome names the button without it, as a screen reader reads it.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const names = nodes.filter((node) => node.role?.value === 'button' && node.properties?.some((p) => p.name === 'pressed' && p.value.value === 'true'));
      expect(names.map((node) => node.name?.value)).toEqual([label]);
      await cdp.detach();
    }
  });

  test('in Bengali', async ({ page }) => {
    await page.goto('/bn/facilities/faculty-members');
    await expect(chips(page, bn.filter).first()).toHaveText(bn.all);
    await expect(page.getByRole('main').getByText(/^মোট [০-৯]+ জনের মধ্যে [০-৯]+ জন শিক্ষক দেখানো হচ্ছে$/)).toBeVisible();
  });

  test('is axe-clean with a department chosen', async ({ page }) => {
    await page.goto('/bn/facilities/faculty-members');
    await chips(page, bn.filter).nth(2).click();
    await expect(chips(page, bn.filter).nth(2)).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a chip tapped before the page’s script has run still shows its department', async ({ page }) => {
    // Hold the scripts, as a slow phone on a slow network would: the chips are links until then.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/facilities/faculty-members', { waitUntil: 'domcontentloaded' });
    const link = page.getByRole('group', { name: en.filter }).getByRole('link').nth(1);
    const name = (await link.textContent())!;
    await link.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dept')).toBe(name);
    release();
    await expect(chips(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(await departmentsOfCards(page))).toEqual(new Set([name]));
  });

  test('a shared link opens on its department; one the list does not have shows everyone', async ({ page }) => {
    await page.goto('/facilities/faculty-members');
    const everyone = await cards(page).count();
    const name = (await chips(page).nth(2).textContent())!;
    await page.goto(`/facilities/faculty-members?dept=${encodeURIComponent(name)}`);
    await expect(chips(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(await departmentsOfCards(page))).toEqual(new Set([name]));
    await chips(page).first().click();
    await expect(page).toHaveURL(/\/facilities\/faculty-members$/);
    await expect(cards(page)).toHaveCount(everyone);
    await page.goto('/facilities/faculty-members?dept=Astrology');
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(everyone);
  });

  test('a chosen department stays chosen across the language switch, both ways', async ({ page, isMobile }) => {
    await page.goto('/facilities/faculty-members');
    await waitUntilInteractive(page, isMobile);
    await chips(page).nth(2).click();
    const english = (await chips(page).nth(2).textContent())!;
    await expect(pressedChip(page)).toHaveText(english);
    const shown = await cards(page).count();

    await page.getByRole('banner').getByRole('link', { name: /View in Bengali/ }).click();
    await expect(page).toHaveURL(/\/bn\/facilities\/faculty-members\?dept=/);
    // The same department, by its Bengali name, in the chips, the cards and the address.
    await expect(pressedChip(page, bn.filter)).toHaveText(/\S/);
    const bengali = (await pressedChip(page, bn.filter).textContent())!;
    expect(bengali).not.toBe(english);
    await expect.poll(() => addressedDepartment(page)).toBe(bengali);
    await expect(cards(page)).toHaveCount(shown);
    expect(new Set(await departmentsOfCards(page))).toEqual(new Set([bengali]));

    await page.getByRole('banner').getByRole('link', { name: /View in English/ }).click();
    await expect(pressedChip(page)).toHaveText(english);
    await expect.poll(() => addressedDepartment(page)).toBe(english);
    await expect(cards(page)).toHaveCount(shown);
  });

  // A desktop wraps its chips: every chip is in view there.
  test('a link to a department whose chip is past the edge of a phone’s row brings that chip into view', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/facilities/faculty-members');
    await expect(chips(page).last()).toBeVisible();
    const inRow = (chip: Locator) =>
      chip.evaluate((element) => {
        const row = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= row.left && box.right <= row.right;
      });
    // Without a department chosen, the row starts at 'All' and its last chip is past the edge.
    expect(await inRow(chips(page).last())).toBe(false);
    const name = (await chips(page).last().textContent())!;
    await page.goto(`/facilities/faculty-members?dept=${encodeURIComponent(name)}`);
    await expect(pressedChip(page)).toHaveText(name);
    await expect.poll(() => inRow(pressedChip(page))).toBe(true);
    // Only the row scrolled: the page itself stayed at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
