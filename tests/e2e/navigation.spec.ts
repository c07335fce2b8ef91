import { expect, test, type Locator } from '@playwright/test';
import { dhakaDate } from '../../lib/site/clock';
import { institute } from '../../lib/content/institute';
import { messages } from './messages';
import { holdRequests, SCRIPT_CHUNKS, waitUntilInteractive } from './slow-network';

test.describe('desktop menu', () => {

  test('opens on hover, closes 180 ms after the pointer leaves', async ({ page }) => {
    // The page's timers run on a clock the test moves, so a busy machine cannot stretch or
    // shrink the delay.
    await page.clock.install();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Programs' });
    const panel = page.locator('#nav-panel-programs');

    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveCount(7);

    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(640, 600);
    await page.clock.runFor(179);
    await expect(panel).toBeVisible();
    await page.clock.runFor(2);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving back within the delay keeps it open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Facilities' });
    const panel = page.locator('#nav-panel-facilities');
    await trigger.hover();
    await expect(panel).toBeVisible();
    // Any moment the panel is hidden is noted: a menu closing at once and reopening on the hover
    // back would end visible too.
    await panel.evaluate((element) => {
      new MutationObserver(() => {
        if ((element as HTMLElement).hidden) element.setAttribute('data-closed-once', '');
      }).observe(element, { attributes: true, attributeFilter: ['hidden'] });
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(640, 600);
    await page.clock.runFor(100);
    await trigger.hover();
    await page.clock.runFor(1_000);
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('data-closed-once');
  });

  test('closes on an outside click and on Escape; Enter opens it from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByRole('button', { name: 'Admission' });
    // What the script does: the button claims a state once it can keep it.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(page.locator('#nav-panel-admission')).toBeVisible();
    // A click on the page's heading band, which holds nothing clickable.
    const band = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.mouse.move(900, band!.y + band!.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('#nav-panel-admission')).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-panel-admission')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-admission a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-panel-admission')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('in an open menu the arrows, Home and End move between its links and leave the page where it is', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByRole('button', { name: 'Admission' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const links = page.locator('#nav-panel-admission a');
    const count = await links.count();
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('before the page’s script has run, a menu opens on hover and its links work', async ({ page }) => {
    // Hold the scripts, as a slow network would: the trigger buttons do nothing until they run.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const link = page.locator('#nav-panel-programs a').first();
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Programs' });
    await expect(link).toBeHidden();
    // The button cannot open or close anything yet, so it claims no expanded state.
    await expect(trigger).not.toHaveAttribute('aria-expanded');
    await trigger.hover();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    release();
    await expect(trigger).toHaveAttribute('aria-expanded', /true|false/);
  });

  test('a menu shown before the script ran, under the pointer or with the keyboard in it, stays open when it runs', async ({ page }) => {
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const programs = nav.getByRole('button', { name: 'Programs' });
    await programs.hover();
    const link = page.locator('#nav-panel-programs a').first();
    await expect(link).toBeVisible();
    release();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    // As a menu the pointer opened once the script runs: a click on its trigger keeps it open.
    await programs.click();
    await expect(link).toBeVisible();

    // The keyboard: focus on a link of a panel that CSS showed keeps its panel, and its place.
    const held = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    // Off the Programs menu, where the pointer was left: CSS would show that one too.
    await page.mouse.move(0, 700);
    const career = nav.getByRole('button', { name: 'Career' });
    await career.focus();
    await page.keyboard.press('Tab');
    const first = page.locator('#nav-panel-career a').first();
    await expect(first).toBeFocused();
    held();
    await expect(career).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    await expect(first).toBeFocused();
  });

  test('a menu link goes to its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Career' }).hover();
    await page.locator('#nav-panel-career').getByRole('link', { name: 'Jobs Board' }).click();
    await expect(page).toHaveURL(/\/career\/jobs-board$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs Board');
  });
});

// The slide-in menu is for small screens.
test.describe('mobile menu', { tag: '@phone' }, () => {

  test('opens as a panel, locks scrolling, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();

    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Groups expand in place.
    await dialog.locator('summary', { hasText: 'Facilities' }).click();
    await expect(dialog.getByRole('link', { name: 'Faculty Members' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('before the page’s script has run, and without script, it opens on the same page, its groups open, its links work', async ({ page, browser, baseURL }) => {
    const check = async (tab: typeof page, path: string, labels: typeof messages.en) => {
      await tab.getByRole('button', { name: labels.header.openMenu }).click();
      const dialog = tab.getByRole('dialog', { name: labels.header.menuTitle });
      await expect(dialog).toBeVisible();
      // Still the same page: no link away to another.
      expect(new URL(tab.url()).pathname).toBe(path);
      const group = dialog.locator('summary', { hasText: labels.nav.groups.admission });
      await group.click();
      const fees = dialog.getByRole('link', { name: labels.nav.items.admissionTuitionFees });
      await expect(fees).toBeVisible();
      // The close button and a tap outside close it.
      await dialog.getByRole('button', { name: labels.header.closeMenu }).click();
      await expect(dialog).toBeHidden();
      await tab.getByRole('button', { name: labels.header.openMenu }).click();
      await tab.mouse.click(10, 400);
      await expect(dialog).toBeHidden();
      await tab.getByRole('button', { name: labels.header.openMenu }).click();
      await fees.click();
      await expect(tab).toHaveURL(new RegExp(`${path === '/about' ? '' : '/bn'}/admission/tuition-fees$`));
    };
    // A slow network: the page's scripts held back.
    const release = await holdRequests(page, SCRIPT_CHUNKS);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await check(page, '/about', messages.en);
    release();
    // No script at all, in Bengali.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    const noScript = await context.newPage();
    await noScript.goto('/bn/about');
    await check(noScript, '/bn/about', messages.bn);
    await context.close();
  });

  test('closing it by Escape, the close button or the backdrop leaves the page where it was, in both languages', async ({ page }) => {
    for (const [path, open, close, menu] of [
      ['/about', 'Open menu', 'Close menu', 'Menu'],
      ['/bn/about', messages.bn.header.openMenu, messages.bn.header.closeMenu, messages.bn.header.menuTitle],
    ] as const) {
      // No slide-in: a tap goes where the close button is, not where it is passing.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const hamburger = page.getByRole('button', { name: open });
      await expect(hamburger).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
      const dialog = page.getByRole('dialog', { name: menu });
      // Taps where the controls are: Playwright's click() would first scroll the sticky button "into view" itself.
      const tap = async (target: Locator) => {
        const box = (await target.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };
      for (const how of ['Escape', 'close button', 'backdrop'] as const) {
        await tap(hamburger);
        await expect(dialog).toBeVisible();
        if (how === 'Escape') await page.keyboard.press('Escape');
        else if (how === 'close button') await tap(dialog.getByRole('button', { name: close }));
        // The backdrop is the strip of page left of the panel.
        else await page.mouse.click(10, 400);
        await expect(dialog).toBeHidden();
        await expect(hamburger).toBeFocused();
        expect(await page.evaluate(() => window.scrollY), `${path}, closed by ${how}`).toBe(1200);
      }
    }
  });

  test('a link closes the menu and navigates; the search button opens the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'Notice' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search pages' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('links home, to notices and online services, and to social, phone, e-mail and directions', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Notice' })).toHaveAttribute('href', '/notice');
    await expect(footer.getByRole('link', { name: 'Online Services' })).toHaveAttribute('href', '/contact/online-services');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com/);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com/);
    await expect(footer.locator('a[href^="tel:+880"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.getByText('Boikali, Khulna')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /maps/);
    // This year in Dhaka; the footer's year is cached for a day, so on New Year's Day it may be last year's.
    const yearAt = (at: number) => dhakaDate(new Date(at)).slice(0, 4);
    const years = [...new Set([yearAt(Date.now()), yearAt(Date.now() - 86_400_000)])];
    await expect(footer.getByText(new RegExp(`© (${years.join('|')})`))).toBeVisible();

    // The map costs nothing until asked for.
    await expect(footer.locator('iframe')).toHaveCount(0);
    await footer.getByRole('button', { name: 'Show the map' }).click();
    await expect(footer.locator('iframe')).toHaveAttribute('src', /openstreetmap/);
  });

  test('links keep the Bengali visitor in Bengali', async ({ page }) => {
    await page.goto('/bn/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'নোটিশ' })).toHaveAttribute('href', '/bn/notice');
    await expect(footer.getByText('বৈকালী, খুলনা')).toBeVisible();
    // Numbers follow the page's language (DESIGN.md section 4), as on the About page.
    await expect(footer.getByText(/প্রতিষ্ঠান কোড: [০-৯]+$/)).toBeVisible();
  });
});

test.describe('page loads', () => {
  test('a tapped link shows a progress bar until its page has arrived', async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitUntilInteractive(page, isMobile);
    const bar = page.locator('[data-pending]');
    await expect(bar).toHaveAttribute('data-pending', 'false');
    await expect(bar).toHaveCSS('opacity', '0');

    // Hold the next page's data, as a slow network would.
    const release = await holdRequests(page, (url) => url.pathname === '/notice');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Notice' }).click();
    await expect(bar).toHaveAttribute('data-pending', 'true');
    await expect(bar).toHaveCSS('opacity', '1');
    await expect(page).toHaveURL(/\/about$/);

    release();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice Board');
    await expect(bar).toHaveAttribute('data-pending', 'false');
    await expect(bar).toHaveCSS('opacity', '0');
  });
});

test.describe('the sticky header', () => {
  test('covers neither a link’s target nor what the keyboard focuses', { tag: '@widths' }, async ({ page }) => {
    // A smooth scroll to rest and six focus moves on the home page: up to 31 s on a loaded CI machine.
    test.setTimeout(60_000);
    await page.goto('/');
    const headerBottom = async () => {
      const box = (await page.getByRole('banner').boundingBox())!;
      return box.y + box.height;
    };
    await page.getByRole('link', { name: 'Scroll to explore' }).click();
    await expect(page).toHaveURL(/#home-stats$/);
    // The jump is smooth unless reduced motion is asked for: wait until it has come to rest.
    await expect.poll(async () => page.evaluate(() => window.scrollY), { intervals: [200] }).toBeGreaterThan(0);
    await page.waitForFunction(() => new Promise((r) => { const y = window.scrollY; setTimeout(() => r(window.scrollY === y), 300); }));
    const heading = page.locator('#home-stats-title');
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());

    // Shift+Tab back up from the footer: each link focused is below the header.
    await page.getByRole('contentinfo').getByRole('link').first().focus();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const rect = document.activeElement!.getBoundingClientRect();
        return { top: rect.top, inHeader: !!document.activeElement!.closest('header') };
      });
      if (box.inHeader) break;
      expect(box.top).toBeGreaterThanOrEqual(await headerBottom());
    }
  });
});

/** How many lines an element's text takes: its height over its line height. */
const lineCount = (el: Element) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));

test.describe('between phone and desktop', () => {

  for (const [locale, prefix] of [['en', ''], ['bn', '/bn']] as const) {
    test(`a small laptop (1024 px) keeps the site's name on one line and every menu arrow whole, and the tablet the long name (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 700 });
      await page.goto(`${prefix}/notice`);
      const header = page.getByRole('banner');
      const name = header.getByText(institute.shortName[locale], { exact: true });
      expect(await name.evaluate(lineCount)).toBe(1);
      // On one line and clear of the menus: nothing in the header's row overlaps.
      const nav = header.getByRole('navigation');
      const toggle = header.getByRole('link', { name: messages[locale].header.viewInOtherLanguage });
      const [nameBox, navBox, toggleBox] = await Promise.all([name.boundingBox(), nav.boundingBox(), toggle.boundingBox()]);
      expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(navBox!.x);
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(toggleBox!.x);
      const arrows = await nav.locator('button svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
      expect(arrows.length).toBeGreaterThan(0);
      for (const width of arrows) expect(width).toBeCloseTo(12, 0);

      // The footer's phone numbers are not split at their dash in its narrower columns.
      for (const phone of institute.phones) {
        const number = page.getByRole('contentinfo').getByRole('link', { name: phone.label[locale] }).locator('span[dir="ltr"]');
        expect(await number.evaluate(lineCount)).toBe(1);
      }

      await page.setViewportSize({ width: 768, height: 700 });
      const longName = header.getByText(institute.name[locale], { exact: true });
      await expect(longName).toBeVisible();
      expect(await longName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }
});

test('on a phone, every small link a thumb meets is at least 44 px square, in both languages', { tag: '@phone' }, async ({ page }) => {
  for (const locale of ['en', 'bn'] as const) {
    const m = messages[locale];
    const prefix = locale === 'bn' ? '/bn' : '';
    await page.goto(`${prefix}/notice`);
    const targets = {
      'the top bar’s phone': page.locator('a[href^="tel:"]').first(),
      'the breadcrumb’s Home': page.getByRole('navigation', { name: m.common.breadcrumb }).getByRole('link').first(),
      'the footer’s Home': page.getByRole('contentinfo').getByRole('link', { name: m.nav.items.home, exact: true }),
    };
    await page.getByLabel(m.noticeBoard.search).fill('exam');
    const clear = page.getByRole('button', { name: m.noticeBoard.clearBox });
    for (const [what, target] of [...Object.entries(targets), ['the notice search’s clear button', clear] as const]) {
      const box = (await target.boundingBox())!;
      expect([what, locale, box.width >= 44, box.height >= 44]).toEqual([what, locale, true, true]);
    }
    await clear.click();
    await expect(page.getByLabel(m.noticeBoard.search)).toHaveValue('');
    await expect(page.getByLabel(m.noticeBoard.search)).toBeFocused();
  }
});
