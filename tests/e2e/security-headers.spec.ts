import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from './messages';

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

test.describe('security headers on every kind of response', () => {

  for (const path of ['/', '/bn', '/admission', '/notice', '/files/notices/notice-01.pdf', '/favicon.ico', '/sitemap.xml', '/api/human-check']) {
    test(`${path}: the strict policy, no framing`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      const policy = csp(response);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
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
      expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');
    });
  }

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

  test('admission: the proof of work runs in its worker and enables the submit button', async ({ page }) => {
    const problems = watchForProblems(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/admission');
    await expect(page.getByRole('button', { name: messages.en.admissionForm.submit })).toBeEnabled({ timeout: 25_000 });
    expect(workers.length).toBeGreaterThan(0);
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
