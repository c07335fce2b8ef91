import { expect, test } from '@playwright/test';
import { messages } from './messages';

// Every route's status, heading, metadata and axe: pages.spec.ts, the page sweep.

test('the e-learning portal shows the maintenance page with Go Home', async ({ page }) => {
  await page.goto('/facilities/elearning-portal');
  await expect(page.getByText('Will be available soon')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('unknown paths', () => {
  test('go to the home page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
  });

  test('under /bn go to the Bengali home page', async ({ page }) => {
    await page.goto('/bn/admission/nothing-here');
    expect(new URL(page.url()).pathname).toBe('/bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('answer with a redirect, not a page', async ({ request }) => {
    // The last: a department "id" with an encoded character, which once answered 500.
    for (const path of ['/definitely-missing', '/department-details/%25', '/department-details/%E0%A6%95']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(/\/$/);
    }
  });

  test("an old site's file address goes home; a capitalised one, or one copied with a sentence's full stop, to its page; the site's own files are served", async ({ request }) => {
    const redirected: [string, string][] = [
      ['/index.html', '/'],
      ['/notice.php', '/'],
      ['/bn/index.html', '/bn'],
      ['/Notice', '/notice'],
      ['/BN/Admission/Tuition-Fees', '/bn/admission/tuition-fees'],
      ['/admission.', '/admission'],
      ['/notice).', '/notice'],
      ['/bn/notice%E0%A5%A4', '/bn/notice'],
    ];
    for (const [path, target] of redirected) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), new URL(response.headers().location ?? '', 'http://x').pathname]).toEqual([path, 307, target]);
    }
    for (const path of ['/favicon.ico', '/icon.svg', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/bn/manifest.webmanifest', '/icons/icon-192.png']) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 200]);
    }
    // Not a page: a missing file where files are kept is a 404, as its clients expect.
    for (const path of ['/images/no-such-picture.png', '/.well-known/security.txt', '/xx/manifest.webmanifest']) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 404]);
    }
  });

  test('that cannot be decoded, or that no route serves, are refused by the API and images, never with a 500', async ({ request }) => {
    // Each of these answered 500 (Next could not decode the route's parameter, or the image
    // optimiser fetched a local path that redirects home).
    const refused: [string, number][] = [
      ['/erp_webside/%ZZ', 400],
      ['/erp_webside/%E0%A4', 400],
      ['/api/webside/lab%ZZ', 400],
      ['/api/og/en/%ZZ', 400],
      ['/api/search-index/%ZZ', 400],
      ['/%ZZ/manifest.webmanifest', 400],
      ['/_next/image?url=%2Fno-such-page&w=640&q=75', 400],
      // One address per image: a department's is department-1, as its page's is /department-details/1.
      ['/api/og/en/department-01', 404],
    ];
    for (const [path, status] of refused) expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, status]);
    const bare = await request.get('/erp_webside');
    expect([bare.status(), await bare.json()]).toEqual([404, { message: 'Not found' }]);
    expect((await request.get('/api/og/en/department-1')).status()).toBe(200);
  });

  test('a method an API route does not take is 405, saying which it does', async ({ request }) => {
    const cases: [string, string, string][] = [
      ['GET', '/api/contact', 'POST, OPTIONS'],
      ['DELETE', '/api/admission', 'POST, OPTIONS'],
      ['GET', '/api/revalidate', 'POST'],
      ['POST', '/api/notices?lang=en', 'GET'],
      ['PUT', '/api/human-check', 'GET, OPTIONS'],
      ['PUT', '/erp_webside/lab', 'GET, OPTIONS'],
      ['DELETE', '/erp_webside/admission_apply', 'POST, OPTIONS'],
      // Each answered 200 with the prerendered list (issue 46).
      ['POST', '/api/search-index/en', 'GET, HEAD'],
      ['PUT', '/api/search-index/bn', 'GET, HEAD'],
      ['DELETE', '/api/search-index/en', 'GET, HEAD'],
      ['PATCH', '/api/search-index/bn', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await request.fetch(path, { method });
      expect([method, path, response.status(), response.headers().allow, (await response.json()).message]).toEqual([
        method,
        path,
        405,
        allow,
        'Method not allowed',
      ]);
    }
  });

  test('a page is only read: any other method is 405, known address or not', async ({ request }) => {
    // Each of these answered 200 with the page (or a 307 that a client follows with the same method).
    const cases: [string, string][] = [
      ['POST', '/notice'],
      ['PUT', '/bn/admission'],
      ['DELETE', '/'],
      ['PATCH', '/department-details/1'],
      ['OPTIONS', '/contact'],
      ['POST', '/no/such/page'],
    ];
    for (const [method, path] of cases) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect([method, path, response.status(), response.headers().allow]).toEqual([method, path, 405, 'GET, HEAD']);
    }
    for (const method of ['GET', 'HEAD']) expect((await request.fetch('/notice', { method })).status()).toBe(200);
  });
});

test.describe('department details', () => {
  test('an unknown department says so in the page itself, and offers the department list', async ({ page, request }) => {
    for (const [path, heading] of [
      ['/department-details/4040404', 'No Department Data Available'],
      ['/bn/department-details/4040404', 'বিভাগের কোনো তথ্য পাওয়া যায়নি'],
    ] as const) {
      // In the HTML, not only in the page's script data: a visitor sees it before the script runs.
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`>${heading}</h1>`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      // Every unknown id shares one page: it must not name /department-details/unknown as its address.
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toMatch(/<(link|meta)[^>]+department-details\/unknown/);
    }
    await page.goto('/department-details/no-such-department');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Department Data Available');
    await expect(page.getByText('Please go back and select a department.')).toBeVisible();
  });

  test('an id with leading zeros goes to the department’s own address', async ({ request }) => {
    for (const [path, target] of [
      ['/department-details/01', '/department-details/1'],
      ['/bn/department-details/0001', '/bn/department-details/1'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(target);
    }
  });

  test('every unknown id is answered with the same page, not one cached per id', async ({ request }) => {
    // Next keeps each page it renders on request, with no bound: one per id asked for would fill its cache.
    const etags = await Promise.all(
      ['/department-details/5050505', '/department-details/6060606', '/department-details/no-such-id'].map(
        async (path) => (await request.get(path)).headers().etag,
      ),
    );
    expect(etags[0]).toBeTruthy();
    expect(new Set(etags).size).toBe(1);
    // Nor kept by a shared cache for the department list's days: the id may be a department tomorrow.
    const cacheControl = (await request.get('/department-details/5050505')).headers()['cache-control'];
    expect(cacheControl).toMatch(/s-maxage=60\b/);
  });
});

test.describe('without script', () => {
  test('a note says what needs it, in the page’s language; with script there is none', async ({ browser, page, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    for (const [path, note] of [
      ['/admission', messages.en.common.noScript],
      ['/bn/admission', messages.bn.common.noScript],
    ] as const) {
      await noScript.goto(path);
      // By its class: Playwright's text queries do not look inside <noscript>.
      await expect(noScript.locator('.noscript-note')).toBeVisible();
      await expect(noScript.locator('.noscript-note')).toHaveText(note);
    }
    await context.close();
    await page.goto('/admission');
    await expect(page.locator('.noscript-note')).toBeHidden();
  });

  test('a form that needs script says so above it, and where else to send the same thing', async ({ browser, page, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    for (const [path, opening, link] of [
      ['/admission', 'This form needs JavaScript', 'a[href="tel:+8801700000001"]'],
      ['/bn/admission', 'এই ফর্মের জন্য জাভাস্ক্রিপ্ট লাগে', 'a[href="tel:+8801700000001"]'],
      ['/contact', 'This form needs JavaScript', 'a[href="mailto:info@mist-khulna.example"]'],
      ['/bn', 'এই ফর্মের জন্য জাভাস্ক্রিপ্ট লাগে', 'a[href="mailto:info@mist-khulna.example"]'],
    ] as const) {
      await noScript.goto(path);
      const note = noScript.locator('[data-form-needs-script]');
      await expect(note, path).toBeVisible();
      await expect(note, path).toContainText(opening);
      await expect(note.locator(link), path).toBeVisible();
      // Above the form: read before anything is typed into it.
      const form = noScript.locator('main form').first();
      const [noteBox, formBox] = [await note.boundingBox(), await form.boundingBox()];
      expect(noteBox!.y, path).toBeLessThan(formBox!.y);
    }
    // The admission button's hint is drawn by the server; its spinner is hidden where no script runs.
    await noScript.goto('/bn/admission');
    await expect(noScript.getByText(messages.bn.admissionForm.waitingHint)).toBeVisible();
    await expect(noScript.locator('form [class*="spinner"]')).toBeHidden();
    await context.close();
    await page.goto('/admission');
    await expect(page.locator('[data-form-needs-script]')).toBeHidden();
  });
});
