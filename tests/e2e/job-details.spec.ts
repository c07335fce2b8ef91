import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LOCALES, messages, urlFor } from './messages';

type WireJob = { id: number; title: string; company_name: string; job_location: string; deadline: string | null; url: string };

/** The jobs as the embedded institute API serves them, in one language, split by today's date in Dhaka. */
async function jobs(request: APIRequestContext, locale: string) {
  const response = await request.get(`/erp_webside/job_bord?lang=${locale}`);
  expect(response.ok()).toBe(true);
  const list = ((await response.json()) as { job_list: WireJob[] }).job_list;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  return {
    open: list.filter((job) => job.deadline === null || job.deadline >= today),
    closed: list.filter((job) => job.deadline !== null && job.deadline < today),
  };
}

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat());
}

const robots = (page: Page) => page.locator('head meta[name="robots"]');

/** The page's meta and Open Graph descriptions say `text`: whole, or cut after a word to the 160 characters a search result shows. */
async function expectDescribedAs(page: Page, text: string) {
  for (const selector of ['head meta[name="description"]', 'head meta[property="og:description"]']) {
    const content = (await page.locator(selector).getAttribute('content'))!;
    if ([...text].length <= 160) expect(content).toBe(text);
    else expect([[...content].length <= 160, content.endsWith('...'), text.startsWith(content.slice(0, -3))]).toEqual([true, true, true]);
  }
}

for (const locale of LOCALES) {
  const m = messages[locale];

  test.describe(`a job's own page (${locale})`, () => {
    test('reached from the jobs board: its facts, Apply now in a new tab, and JobPosting for job search', async ({ page, request, baseURL }) => {
      const { open } = await jobs(request, locale);
      const job = open[0]!;
      await page.goto(urlFor('/career/jobs-board', locale));
      await page.getByRole('main').getByRole('link', { name: job.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${urlFor(`/career/jobs-board/${job.id}`, locale)}$`));

      // The board stays in the document, hidden, for Back (Next keeps a visited page's state).
      const main = page.getByRole('main');
      const shown = (locator: Locator) => locator.filter({ visible: true });
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(job.title);
      for (const label of [m.jobsBoard.company, m.jobsBoard.location, m.jobsBoard.posted, m.jobsBoard.deadline]) {
        await expect(shown(main.getByText(label, { exact: true }))).toBeVisible();
      }
      await expect(shown(main.getByText(job.company_name, { exact: true }))).toBeVisible();
      const apply = shown(main.getByRole('link', { name: new RegExp(`^${m.jobsBoard.applyFor.replace('{title}', job.title).replace(/[()]/g, '\\$&')}`) }));
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('href', new RegExp(`${job.url}$`));
      await expect(shown(main.getByRole('link', { name: m.jobDetails.allJobs }))).toHaveAttribute('href', urlFor('/career/jobs-board', locale));

      await expect(robots(page)).toHaveCount(0);
      const posting = (await structuredData(page)).find((d) => d['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: job.title,
        hiringOrganization: { '@type': 'Organization', name: job.company_name },
        jobLocation: { '@type': 'Place', address: { addressLocality: job.job_location, addressCountry: 'BD' } },
        url: `${baseURL}${urlFor(`/career/jobs-board/${job.id}`, locale)}`,
      });
      // What the markup says is on the page: its description is the page's lead, under the title.
      expect(posting.description).toContain(job.company_name);
      await expect(shown(main.getByText(posting.description, { exact: true }))).toBeVisible();
      await expectDescribedAs(page, posting.description);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (job.deadline) expect(posting.validThrough).toBe(`${job.deadline}T23:59:59+06:00`);
      const address = `${baseURL}${urlFor(`/career/jobs-board/${job.id}`, locale)}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', address);
      await expect(page.locator('head link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', `${baseURL}${urlFor(`/career/jobs-board/${job.id}`, 'bn')}`);
      // Named as the board's own trail names its steps: home, career, the board, the job.
      const trail = (await structuredData(page)).find((d) => d['@type'] === 'BreadcrumbList');
      expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
        m.nav.items.home,
        m.nav.groups.career,
        m.pages.careerJobsBoard.title,
        job.title,
      ]);
    });

    test('a job past its deadline says so, offers the open ones, and leaves job search', async ({ page, request }) => {
      const { closed } = await jobs(request, locale);
      const job = closed[0]!;
      await page.goto(urlFor(`/career/jobs-board/${job.id}`, locale));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(job.title);
      await expect(main.getByText(m.jobDetails.closedNote)).toBeVisible();
      // No Apply now: no link to the circular at all (its name differs by language).
      await expect(main.locator(`a[href$="${job.url}"]`)).toHaveCount(0);
      await expect(main.getByRole('link', { name: m.jobDetails.allJobs })).toBeVisible();
      await expect(robots(page)).toHaveAttribute('content', /noindex/);
      expect((await structuredData(page)).some((d) => d['@type'] === 'JobPosting')).toBe(false);
      // A shared old link previews as closed, not as an opening.
      const summary = m.jobDetails.summaryClosed.replace('{company}', job.company_name).replace('{title}', job.title).replace('{location}', job.job_location);
      await expectDescribedAs(page, summary);
      await expect(main.getByText(summary)).toBeVisible();
    });

    test('an id no job has says the job is no longer listed, in the page itself', async ({ page }) => {
      for (const id of ['999999', 'no-such-job']) {
        const response = await page.goto(urlFor(`/career/jobs-board/${id}`, locale));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${urlFor(`/career/jobs-board/${id}`, locale)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.jobDetails.noData);
        await expect(page.getByRole('main').getByRole('link', { name: m.jobDetails.allJobs })).toBeVisible();
        await expect(robots(page)).toHaveAttribute('content', /noindex/);
        // The one page of 'unknown' answers every such id: it has no address of its own to name.
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      }
    });
  });
}

test.describe('job pages for search engines', () => {

  test('every unknown id is answered with the same page, not one cached per id', async ({ request }) => {
    const answers = await Promise.all(['424242', '434343', 'no-such-job'].map((id) => request.get(`/career/jobs-board/${id}`)));
    for (const answer of answers) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toContain('s-maxage=60');
    }
    expect(answers[0]!.headers().etag).toBeTruthy();
    expect(new Set(answers.map((answer) => answer.headers().etag)).size).toBe(1);
  });

  test('the jobs board itself has no JobPosting (Google reads it only on a page about one job)', async ({ page }) => {
    await page.goto('/career/jobs-board');
    expect((await structuredData(page)).some((d) => d['@type'] === 'JobPosting')).toBe(false);
  });

  test('the sitemap lists every open job in both languages, and no closed one', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const { open, closed } = await jobs(request, 'en');
    for (const job of open) {
      for (const locale of LOCALES) expect(xml).toContain(`${urlFor(`/career/jobs-board/${job.id}`, locale)}</loc>`);
    }
    for (const job of closed) expect(xml).not.toContain(`/career/jobs-board/${job.id}</loc>`);
  });

  test('a job is shared with its own preview image; /career/jobs-board/01 is job 1', async ({ page, request }) => {
    const { open } = await jobs(request, 'bn');
    const job = open[0]!;
    await page.goto(`/bn/career/jobs-board/${job.id}`);
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(image).toContain(`/api/og/bn/job-${job.id}?`);
    const png = await request.get(image!);
    expect([png.status(), png.headers()['content-type']]).toEqual([200, 'image/png']);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', job.title);

    const padded = await request.get(`/career/jobs-board/0${job.id}`, { maxRedirects: 0 });
    expect([padded.status(), new URL(padded.headers().location!, 'http://x').pathname]).toEqual([308, `/career/jobs-board/${job.id}`]);
  });
});
