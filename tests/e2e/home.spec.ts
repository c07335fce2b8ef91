import { expect, test } from '@playwright/test';
import { dhakaDate } from '../../lib/site/clock';
import { messages } from './messages';

const en = messages.en.home;
const bn = messages.bn.home;

test.describe('home page', () => {
  test('shows its sections in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title);
    const order = await page
      .locator('main > section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(order).toEqual([
      'hero-title',
      'home-stats',
      'home-progress',
      'home-departments',
      'home-partners',
      'home-features',
      'home-jobs',
      'home-events',
      'home-management',
      'home-contact',
    ]);
  });

  test('the hero has the admission badge and the spec links', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByText(/admission/i).first()).toBeVisible();
    await expect(hero.getByRole('link', { name: en.hero.explorePrograms }).first()).toHaveAttribute(
      'href',
      '/programs/diploma-in-engineering',
    );
    await expect(hero.getByRole('link', { name: en.hero.applyNow }).first()).toHaveAttribute('href', '/admission');
    await expect(hero.locator('a[href="/facilities/faculty-members"]')).toHaveCount(1);
    // The LCP image is preloaded from the head at high priority, sized for its box, and AVIF.
    const image = hero.locator('img').first();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('sizes', '100vw');
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const response = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.headers()['content-type']).toBe('image/avif');
  });

  test('counters show students, teachers and labs; the students badge goes to the gallery', async ({ page }) => {
    await page.goto('/');
    const stats = page.locator('#home-stats');
    await expect(stats.getByText(en.stats.students, { exact: true })).toBeVisible();
    await expect(stats.getByText(en.stats.teachers, { exact: true })).toBeVisible();
    await expect(stats.getByText(en.stats.labs, { exact: true })).toBeVisible();
    await expect(stats.getByRole('link', { name: new RegExp(en.stats.students) })).toHaveAttribute('href', '/gallery');
    await expect(stats.getByRole('link', { name: en.stats.labsLink })).toHaveAttribute('href', '/facilities/lab-facilities');
    await expect(stats.getByRole('link', { name: en.stats.admissionLink })).toHaveAttribute('href', '/admission');
    // Numbers end on their value, with a thousands separator.
    await page.locator('#home-stats').scrollIntoViewIfNeeded();
    const number = stats.locator('[data-value]').first();
    const final = Number(await number.getAttribute('data-value'));
    expect(final).toBeGreaterThanOrEqual(1000);
    await expect(number).toHaveText(final.toLocaleString('en-US'));
  });

  test('while a counter counts up, its link is already named with the final value', async ({ page }) => {
    // The count runs on a clock the test moves, stopped from the start (on a desktop screen the
    // counters are in view at once), so every step below is a known moment of it and a busy
    // machine cannot make a check miss the count or run out of time.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    const stats = page.locator('#home-stats');
    const number = stats.locator('[data-value]').first();
    const final = Number(await number.getAttribute('data-value')).toLocaleString('en-US');
    const link = stats.getByRole('link', { name: new RegExp(en.stats.students) });
    await stats.scrollIntoViewIfNeeded();
    // The count has started once the drawn number is below its final value.
    await expect(async () => {
      await page.clock.runFor(16);
      expect(await number.textContent()).not.toBe(final);
    }).toPass();
    // Through the second it takes, 100 ms at a time: the name is the final value at every step.
    const drawn = new Set<string>();
    for (let i = 0; i < 10; i++) {
      drawn.add((await number.textContent()) ?? '');
      await expect(link).toHaveAccessibleName(new RegExp(`^${final} `));
      await page.clock.runFor(100);
    }
    expect(drawn.size).toBeGreaterThan(5);
    await page.clock.runFor(1_000);
    await expect(number).toHaveText(final);
    await expect(link).toHaveAccessibleName(new RegExp(`^${final} `));
  });

  test('a department card opens that department', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#home-departments article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(8);
    const title = (await cards.first().getByRole('heading').textContent())!.trim();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/department-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('No Department Data Available')).toHaveCount(0);
  });

  test('job preview lists at most 5 jobs and links to the job board', async ({ page }) => {
    await page.goto('/');
    const jobs = page.locator('#home-jobs');
    const count = await jobs.locator('li').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(jobs.getByRole('link', { name: en.jobs.viewAll })).toHaveAttribute('href', '/career/jobs-board');
  });

  test('upcoming events: at most 3, soonest first, none in the past', async ({ page }) => {
    await page.goto('/');
    const dates = await page.locator('#home-events time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(3);
    expect([...dates].sort()).toEqual(dates);
    const today = dhakaDate();
    for (const date of dates) expect(date >= today).toBe(true);
  });

  test('management carousel: Previous disabled at the first person, Next at the last', { tag: '@widths' }, async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#home-management');
    await section.scrollIntoViewIfNeeded();
    const previous = section.getByRole('button', { name: en.management.previous });
    const next = section.getByRole('button', { name: en.management.next });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();
    // From the keyboard: the button pressed keeps the focus when it is disabled at the end.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    // The carousel and its slides are named in the page's language, digits included.
    await page.goto('/bn');
    await expect(page.locator('#home-management [role="region"]')).toHaveAttribute('aria-roledescription', bn.management.carousel);
    await expect(page.locator(`#home-management [aria-roledescription="${bn.management.slide}"]`).first()).toHaveAttribute('aria-label', /১/);
  });

  test('the moving partner logos and the progress photos can be paused by anyone, not only by hovering', { tag: '@widths' }, async ({ page }) => {
    await page.goto('/');
    const partners = page.locator('#home-partners');
    const track = partners.locator('ul');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await partners.getByRole('checkbox', { name: en.partners.pause }).check();
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'paused');

    const progress = page.locator('#home-progress');
    await progress.scrollIntoViewIfNeeded();
    const ring = progress.locator('[data-playing]');
    await expect(ring).toHaveAttribute('data-playing', 'true');
    await progress.getByRole('button', { name: en.academicProgress.pause }).click();
    await page.mouse.move(0, 0);
    await expect(ring).toHaveAttribute('data-playing', 'false');
    await progress.getByRole('button', { name: en.academicProgress.play }).click();
    await page.mouse.move(0, 0);
    await expect(ring).toHaveAttribute('data-playing', 'true');
  });

  test('the turning logo of the hero can be stopped by anyone, on the screens that show it', async ({ page }) => {
    for (const [path, texts] of [['/', en], ['/bn', bn]] as const) {
      await page.goto(path);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      const turning = hero.locator('svg g').first();
      await expect(turning).toHaveCSS('animation-play-state', 'running');
      const stop = hero.getByRole('checkbox', { name: texts.hero.pauseRing });
      await expect(stop).toBeVisible();
      await stop.check();
      await expect(turning).toHaveCSS('animation-play-state', 'paused');
      await stop.uncheck();
      await expect(turning).toHaveCSS('animation-play-state', 'running');
    }
  });

  test('back-to-top appears after 400 px of scrolling and goes back up', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: en.backToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(150);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    // On a phone it stays out of the text while the visitor reads on down, and comes back on the way up.
    if (isMobile) {
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 800));
    }
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('on a phone, reading down the page the floating buttons cover no text; back-to-top shows over the dark footer', { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/bn');
    const floating = page.locator('[data-floating]');
    await expect(floating).toHaveCount(2);
    /** The floating buttons shown now that lie over a line of text. */
    const covering = () =>
      page.evaluate(() => {
        const shown = [...document.querySelectorAll<HTMLElement>('[data-floating]')].filter((el) => getComputedStyle(el).visibility === 'visible');
        const boxes = shown.map((el) => (el.querySelector('button, a') ?? el).getBoundingClientRect());
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
        const hits: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (boxes.some((b) => line.left < b.right && line.right > b.left && line.top < b.bottom && line.bottom > b.top)) hits.push(node.textContent.trim().slice(0, 30));
          }
        }
        return hits;
      });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 600; y < height - 1800; y += 600) {
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y - 50);
      // Once they have stepped aside (a fifth of a second).
      await expect.poll(covering, { message: `at ${y} px` }).toEqual([]);
    }
    // Heading back up, the way to the top is there again.
    await page.mouse.wheel(0, -300);
    await expect(page.getByRole('button', { name: bn.backToTop })).toBeVisible();
    // Over the dark footer: a white ring around the dark button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const back = page.getByRole('button', { name: bn.backToTop });
    await expect(back).toBeVisible();
    expect(await back.evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).borderTopColor])).toEqual(['2px', 'rgb(255, 255, 255)']);
  });

  test('at the end of the page the floating buttons leave the copyright line readable', { tag: '@widths' }, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const back = page.getByRole('button', { name: en.backToTop });
    await expect(back).toBeVisible();
    // The box of the text itself, not of its paragraph (whose padding makes the room).
    const line = await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const { top, bottom } = range.getBoundingClientRect();
        return { top, bottom };
      });
    // Both: the back-to-top button and the contact widget.
    await expect(page.locator('[data-floating]')).toHaveCount(2);
    for (const floating of await page.locator('[data-floating]').all()) {
      const box = (await floating.boundingBox())!;
      expect(box.y >= line.bottom || box.y + box.height <= line.top).toBe(true);
    }
  });

  test('the floating contact widget toggles and pulses after 3 seconds', async ({ page }) => {
    // Note, inside the page, when the pulse first appears (ms since the page started loading).
    await page.addInitScript(() => {
      const w = window as unknown as { pulseAt?: number };
      new MutationObserver(() => {
        if (w.pulseAt === undefined && document.querySelector('button[data-pulse]')) w.pulseAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-pulse'], childList: true });
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: en.floatingContact.open });
    await expect(toggle).toHaveAttribute('data-pulse', 'true', { timeout: 8000 });
    const pulseAt = await page.evaluate(() => (window as unknown as { pulseAt?: number }).pulseAt);
    expect(pulseAt).toBeGreaterThanOrEqual(3000);
    // The pulse is a ring drawn behind the button, animated by the compositor.
    const ring = await toggle.evaluate((el) => getComputedStyle(el, '::before').animationName);
    expect(ring).toMatch(/pulse/);
    await toggle.click();
    const list = page.locator('#floating-contact-list');
    await expect(list).toBeVisible();
    await expect(list.locator('a[href^="tel:"]')).toBeVisible();
    await expect(list.getByText('Boikali, Khulna')).toBeVisible();
    await page.getByRole('button', { name: en.floatingContact.close }).click();
    await expect(list).toBeHidden();
    // A tap elsewhere on the page closes it too.
    await toggle.click();
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();
  });

  test('the floating contact widget works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: en.floatingContact.open });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const list = page.locator('#floating-contact-list');
    await expect(list).toBeVisible();
    // Tab goes from the button into the list it opened, not past it.
    await page.keyboard.press('Tab');
    await expect(list.locator('a[href^="tel:"]')).toBeFocused();
    // The list is drawn above the button.
    const listBox = await list.boundingBox();
    const toggleBox = await page.getByRole('button', { name: en.floatingContact.close }).boundingBox();
    expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(toggleBox!.y);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: en.floatingContact.open })).toBeFocused();

    // Tab on past its last link closes it: it would cover what takes focus next.
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    for (let link = 0; link < 4; link += 1) await page.keyboard.press('Tab');
    await expect(list.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: en.floatingContact.open })).not.toBeFocused();
  });

  test('the campus video loads only when played', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('#home-features');
    await expect(features.locator('video')).toHaveCount(0);
    // The poster links to the video itself (what a tap before the page's script has run opens);
    // with the script, a click plays it in place.
    const poster = features.getByRole('link', { name: en.features.play });
    await expect(poster).toHaveAttribute('href', '/media/campus-tour.mp4');
    await poster.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(features.locator('video')).toHaveCount(1);
    // Focus moves to the player that replaced the poster, not back to the start of the page.
    await expect(features.locator('video')).toBeFocused();
  });

  test('every script the page loads with its HTML is marked for Chrome to compile while it downloads', async ({ page, request }) => {
    // npm run build adds the hint (scripts/compile-hints.mjs, decision 0010); next build alone does not.
    await page.goto('/');
    const sources = await page.locator('script[src]:not([nomodule])').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect((await (await request.get(source)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true);
    }
  });

  test('the Bengali home page counts in Bengali digits', async ({ page }) => {
    await page.goto('/bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.bn.home.hero.title);
    await page.locator('#home-stats').scrollIntoViewIfNeeded();
    await expect(page.locator('#home-stats [data-value]').first()).toHaveText(/^[০-৯,]+$/, { timeout: 3000 });
  });
});
