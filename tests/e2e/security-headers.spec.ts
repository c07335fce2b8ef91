import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LOCALES, messages, urlFor } from './messages';
import { waitUntilInteractive } from './slow-network';

/**
 * The security headers on the production build (lib/security/headers.mjs, DESIGN.md section
 * 6a), the form endpoints' refusal of other sites, and pages in a real browser proving the
 * Content-Security-Policy blocks nothing the site needs.
 */

/** 'script-src' → its sources. */
function csp(response: APIResponse): Map<string, string[]> {
  const value = response.headers()['content-security-policy'];
  expect(value, `a CSP on ${response.url()}`).toBeTruthy();
  return new Map(
    value!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // Served over http://localhost: HSTS would pin the host to https for a year.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

/** Every directive but script-src, the same in the static policy and the form pages' (DESIGN.md section 6a). */
function expectStrictDirectives(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org']);
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('media-src')).toEqual(["'self'"]);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
}

/** The pages built for typing personal data, which carry a nonce (lib/security/headers.mjs). */
const FORM_PAGES = ['/admission', '/bn/admission', '/contact', '/bn/contact', '/admission/prospectus', '/bn/admission/prospectus'];

test.describe('security headers on every kind of response', () => {

  for (const path of ['/', '/bn', '/notice', '/admission/requirements', '/contact/maps', '/files/notices/notice-01.pdf', '/favicon.ico', '/sitemap.xml', '/api/human-check']) {
    test(`${path}: the strict policy, no framing`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
      const policy = csp(response);
      expectStrictDirectives(policy);
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');
    });
  }

  test('the pages other than the form pages are still served from the cache', async ({ request }) => {
    for (const path of ['/', '/bn', '/notice', '/admission/requirements', '/bn/admission/scholarship', '/contact/maps']) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect([path, headers['cache-control']]).toEqual([path, expect.stringMatching(/^s-maxage=\d+, stale-while-revalidate=\d+$/)]);
    }
  });

  test('the form pages: a strict policy with a nonce of their own on every script, new for every response (DESIGN.md section 6a)', async ({ request }) => {
    for (const path of FORM_PAGES) {
      const [first, second] = [await request.get(path, { maxRedirects: 0 }), await request.get(path, { maxRedirects: 0 })];
      const nonces = [];
      for (const response of [first, second]) {
        expect([path, response.status()]).toEqual([path, 200]);
        expectCommonHeaders(response);
        expect(response.headers()['x-frame-options']).toBe('DENY');
        // One policy: a second, static one would still allow inline scripts in the eyes of a checker.
        expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
        const policy = csp(response);
        expectStrictDirectives(policy);
        const scripts = policy.get('script-src')!;
        expect(scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/), "'strict-dynamic'"]);
        const nonce = scripts[1]!.slice("'nonce-".length, -1);
        nonces.push(nonce);
        // Rendered for this request: no shared cache keeps it.
        expect(response.headers()['cache-control']).toContain('no-store');
        expect(response.headers()['x-nextjs-cache']).toBeUndefined();
        // Every script Next or the page writes carries it (the JSON-LD data block is not run).
        const tags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
        expect(tags.length).toBeGreaterThan(5);
        for (const tag of tags) if (!tag.includes('type="application/ld+json"')) expect([path, tag]).toEqual([path, expect.stringContaining(` nonce="${nonce}"`)]);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    }
    // Any other answer at their addresses carries the strict policy too (here: a method a page does not take).
    const refused = await request.post('/contact', { maxRedirects: 0 });
    expect(refused.status()).toBe(405);
    expect(csp(refused).get('script-src')).toContain("'strict-dynamic'");
  });

  test('a static file is only read, and TRACE is implemented nowhere: 405 or 501 with the security headers, never a 500', async ({ request }) => {
    // Each of these answered 500 (Next rendered an error page an App Router site does not have, or
    // failed to make a Request of TRACE), the TRACE ones without any security header.
    const chunk = (await (await request.get('/notice')).text()).match(/\/_next\/static\/chunks\/[^"?]+\.js/)![0];
    const font = `/fonts/${readdirSync(join(process.cwd(), 'public', 'fonts')).find((file) => file.endsWith('.woff2'))}`;
    const files = ['/icons/icon-192.png', chunk, '/images/site/prospectus-2025.jpg', '/files/notices/notice-01.pdf', font, '/media/campus-tour.mp4'];
    for (const path of files) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect([method, path, response.status(), response.headers().allow]).toEqual([method, path, 405, 'GET, HEAD']);
        expectCommonHeaders(response);
        expect(response.headers()['x-frame-options']).toBe('DENY');
        expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
      }
      expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
    }
    for (const path of ['/notice', '/bn', '/admission', '/api/contact', '/api/human-check', '/erp_webside/department_info', '/icons/icon-192.png']) {
      const response = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 501]);
      expectCommonHeaders(response);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(await response.json()).toEqual({ message: 'Not implemented' });
    }
  });

  test('the self-hosted video pages may be framed by the site itself, and only by it', async ({ request }) => {
    const response = await request.get('/files/videos/video-nadia-rahman.html');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(csp(response).get('frame-ancestors')).toEqual(["'self'"]);
  });

  test("the embedded institute API carries the headers and refuses another site's post", async ({ request }) => {
    const read = await request.get('/erp_webside/department_info?lang=en');
    expect(read.status()).toBe(200);
    expectCommonHeaders(read);
    const post = await request.post('/erp_webside/get_in_touch?lang=bn', {
      headers: { Origin: 'https://evil.example' },
      data: { name: 'X', email: 'x@example.com', subject: 'x', message: 'x' },
    });
    expect(post.status()).toBe(403);
    expect((await post.json()).message).toBe(messages.bn.submissions.foreignOrigin);
    expect(post.headers()['access-control-allow-origin']).toBeUndefined();
    // Its preflight too, as the site's /api routes refuse theirs: Next answered it 204 (issue 46).
    for (const path of ['/erp_webside/admission_apply?lang=bn', '/erp_webside/public_notice?lang=bn']) {
      const preflight = await request.fetch(path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect([path, preflight.status()]).toEqual([path, 403]);
      expect((await preflight.json()).message).toBe(messages.bn.submissions.foreignOrigin);
      expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers()['access-control-allow-methods']).toBeUndefined();
      expectCommonHeaders(preflight);
    }
  });
});

test.describe('the form endpoints answer only the site itself', () => {

  for (const endpoint of ['/api/admission', '/api/contact', '/api/prospectus', '/api/newsletter']) {
    test(`${endpoint}: another site's post gets 403 in the visitor's language and no CORS header`, async ({ request }) => {
      for (const lang of ['en', 'bn'] as const) {
        const response = await request.post(`${endpoint}?lang=${lang}`, {
          headers: { Origin: 'https://evil.example' },
          data: { email: 'someone@example.com' },
        });
        expect(response.status()).toBe(403);
        expect((await response.json()).message).toBe(messages[lang].submissions.foreignOrigin);
        expect(response.headers()['access-control-allow-origin']).toBeUndefined();
      }
      const preflight = await request.fetch(endpoint, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers()['access-control-allow-methods']).toBeUndefined();
    });
  }

  test("a post from the site's own origin is taken", async ({ request, baseURL }) => {
    const response = await request.post('/api/newsletter?lang=en', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { email: `security-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` },
    });
    expect(response.status()).toBe(201);
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test("another site's page cannot post to the forms from the browser", async ({ page, baseURL }) => {
    // A page of another site, served on loopback by the test itself: with no policy of its own (a
    // page of this site would be stopped by its own connect-src), and from the same address space
    // (a page Chrome cannot place is refused access to loopback before anything is sent).
    const other = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Another site</title>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // A script's JSON post needs the site's permission first (CORS), which the site never gives.
      const outcome = await page.evaluate(async (target) => {
        try {
          const response = await fetch(`${target}/api/contact?lang=en`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'b', message: 'c' }),
          });
          return `status ${response.status}`;
        } catch {
          return 'blocked';
        }
      }, baseURL!);
      expect(outcome).toBe('blocked');

      // A form post is a "simple" request, sent without asking: the site's Origin check refuses it.
      const answered = page.waitForResponse((response) => response.url().startsWith(`${baseURL}/api/admission`));
      await page.evaluate(async (target) => {
        const form = new FormData();
        form.set('student_name', 'Cross Site');
        // The page gets no readable answer; what counts is the one the server gave.
        await fetch(`${target}/api/admission?lang=en`, { method: 'POST', mode: 'no-cors', body: form }).catch(() => undefined);
      }, baseURL!);
      expect((await answered).status()).toBe(403);
    } finally {
      other.close();
    }
  });
});

/**
 * Every CSP violation of the page and its frames, as the browser reports it (a
 * 'securitypolicyviolation' event, a "Refused to …" console error) and every script error.
 * Other console errors (a resource answering 404) are not the policy's doing: they are noted
 * on the test, not counted.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const line = `console: ${message.text()} (${message.location().url})`;
    if (/Content Security Policy|CSP violation|Refused to/i.test(message.text())) problems.push(line);
    else test.info().annotations.push({ type: 'console error (not the CSP)', description: line });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Runs in every frame, the self-hosted video pages included.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${location.pathname}`);
    });
  });
  return problems;
}

test.describe('the policy blocks nothing the site needs', () => {
  test('home page: the ring carousel and the campus video', async ({ page }) => {
    // The whole home page and a video on a test machine shared with other builds.
    test.slow();
    const problems = watchForProblems(page);
    await page.goto('/');
    const ring = page.locator('[data-ring-carousel]');
    await ring.scrollIntoViewIfNeeded();
    await expect(ring).toHaveAttribute('data-status', 'ready');
    const photo = ring.locator('img').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const features = page.locator('#home-features');
    await features.scrollIntoViewIfNeeded();
    await features.getByRole('link', { name: messages.en.home.features.play }).click();
    const video = features.locator('video');
    await expect(video).toHaveCount(1);
    // Data arrived and decoded: media-src allows the self-hosted file.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    expect(problems).toEqual([]);
  });


  test('contact maps: the map is shown in its frame', async ({ page }) => {
    const problems = watchForProblems(page);
    // The test machine is offline: the map host answers from here. A frame the CSP blocked would never ask.
    let mapRequested = false;
    await page.route('https://www.openstreetmap.org/**', (route) => {
      mapRequested = true;
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p id="map">Map of the campus</p>' });
    });
    await page.goto('/contact/maps');
    const map = page.getByRole('main').locator('#maps-map');
    await map.getByRole('button', { name: messages.en.footer.showMap }).click();
    await expect(map.frameLocator('iframe').locator('#map')).toHaveText('Map of the campus');
    expect(mapRequested).toBe(true);
    expect(problems).toEqual([]);
  });

  test('gallery: a video story plays in its frame', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/gallery?tab=video-stories');
    // The client's list, which follows the URL, replaces the server's copy first.
    await page.locator('[data-ready]').waitFor({ state: 'attached' });
    const card = page.getByRole('tabpanel').locator('article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('link', { name: `Play the video story of ${name}` }).click();
    const story = page.frameLocator('iframe');
    await expect(story.getByRole('heading', { level: 1 })).toHaveText(name);
    // Its inline styles apply (style-src 'unsafe-inline'): the stage fills the frame.
    await expect.poll(() => story.locator('.stage').evaluate((stage) => getComputedStyle(stage).display)).toBe('grid');
    await expect.poll(() => story.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
  });
});

/**
 * The form pages under their strict policy (a nonce, no 'unsafe-inline' for scripts): everything
 * they do in a browser, with not one violation. The forms' behaviour itself is tested in
 * admission.spec.ts, content-pages.spec.ts, admission-pages.spec.ts and failure-drills.spec.ts.
 */
test.describe('the form pages’ strict policy blocks nothing they use', () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const labelled = (scope: Page | ReturnType<Page['locator']>, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}`));

  for (const locale of LOCALES) {
    const t = messages[locale];

    test(`admission (${locale}): the proof of work in its worker, the draft kept over a reload, an application sent and its receipt with the QR code`, async ({ page, isMobile }) => {
      test.slow();
      const problems = watchForProblems(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(urlFor('/admission', locale));
      await page.evaluate(() => localStorage.clear());
      await waitUntilInteractive(page, isMobile);
      const form = t.admissionForm;
      const main = page.getByRole('main');
      const submit = main.getByRole('button', { name: form.submit });
      await expect(submit).toBeEnabled({ timeout: 25_000 });
      expect(workers.length).toBeGreaterThan(0);

      // Typing saves the draft; a reload puts it back.
      await labelled(main, form.studentName).fill('Rafiqul Islam');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft') ?? '')).toContain('Rafiqul Islam');
      await page.reload();
      await waitUntilInteractive(page, isMobile);
      await expect(main.getByText(form.draftRestored)).toBeVisible();
      await expect(labelled(main, form.studentName)).toHaveValue('Rafiqul Islam');

      // The whole application, and its receipt with the QR code (a chunk loaded when it is shown).
      await labelled(main, form.guardianName).fill('Abdul Karim Sarder');
      await labelled(main, form.birthDate).fill('2008-03-14');
      await labelled(main, form.personalMobileNumber).fill('01712345678');
      await labelled(main, form.guardianMobileNumber).fill('01812345678');
      await labelled(main, form.department).selectOption({ index: 1 });
      await labelled(main, form.sscBoard).selectOption('Jessore');
      await labelled(main, form.sscBoardRoll).fill(String(100000 + Math.floor(Math.random() * 900000)));
      await labelled(main, form.sscBatch).fill('2024');
      await labelled(main, form.sscRegistrationNumber).fill('2112345678');
      await labelled(main, form.sscGPA).fill('4.56');
      await expect(submit).toBeEnabled({ timeout: 25_000 });
      await submit.click();
      const alert = main.getByRole('alert').filter({ hasText: form.success });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      const reference = (await alert.textContent())!.match(/ADM-\d{4}-\d+/)![0];
      const qr = alert.getByRole('img', { name: form.receiptQr.replace('{id}', reference) });
      await expect(qr).toBeVisible();
      await expect.poll(() => qr.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(50);

      // A client navigation from the page: Next's runtime loads the next page's code ('strict-dynamic').
      await main.getByRole('link', { name: t.nav.items.admissionRequirements }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: t.pages.admissionRequirements.title })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test(`contact (${locale}): the draft kept over a reload, and a message sent`, async ({ page, isMobile }) => {
      const problems = watchForProblems(page);
      await page.goto(urlFor('/contact', locale));
      await page.evaluate(() => localStorage.clear());
      await waitUntilInteractive(page, isMobile);
      const f = t.contactForm;
      const form = page.locator('main form').filter({ has: page.getByRole('button', { name: f.submit }) });
      await expect(form.getByRole('button', { name: f.submit })).toBeEnabled();
      await labelled(form, f.name).fill('Rafiq Islam');
      await labelled(form, f.message).fill('Are there hostel seats for first-year students?');
      await page.reload();
      await waitUntilInteractive(page, isMobile);
      await expect(labelled(form, f.message)).toHaveValue('Are there hostel seats for first-year students?');
      await expect(labelled(form, f.name)).toHaveValue('Rafiq Islam');
      await labelled(form, f.email).fill('rafiq@example.com');
      await labelled(form, f.subject).fill('Hostel seats');
      await form.getByRole('button', { name: f.submit }).click();
      await expect(page.getByText(f.success)).toBeVisible({ timeout: 15_000 });
      expect(problems).toEqual([]);
    });

    test(`prospectus (${locale}): the request for a printed copy, in its dialog, sent`, async ({ page, isMobile }) => {
      const problems = watchForProblems(page);
      await page.goto(urlFor('/admission/prospectus', locale));
      await waitUntilInteractive(page, isMobile);
      const p = t.prospectusPage;
      await page.getByRole('button', { name: p.request }).click();
      const dialog = page.getByRole('dialog', { name: p.modalTitle });
      await expect(dialog).toBeVisible();
      await labelled(dialog, p.name).fill('Sharmin Akter');
      await labelled(dialog, p.phone).fill('01712345678');
      await labelled(dialog, p.email).fill('sharmin@example.com');
      await labelled(dialog, p.address).fill('House 4, Road 2, Sonadanga, Khulna 9100');
      await dialog.getByRole('button', { name: p.submit }).click();
      await expect(dialog.getByText(p.success)).toBeVisible({ timeout: 15_000 });
      expect(problems).toEqual([]);
    });
  }
});
