/**
 * One contract, three ways: (a) the embedded HTTP handler on SQLite, (b) the same on
 * PostgreSQL, (c) the upstream HTTP client pointed at the embedded endpoints, which must give
 * pages exactly what the in-process embedded source gives them.
 */
import { createInstituteApiHandler } from '@/lib/institute/embedded/handler';
import { createEmbeddedSource } from '@/lib/institute/embedded/source';
import { createHttpSource } from '@/lib/institute/http-source';
import { readFrom } from '@/lib/institute/source';
import { RESOURCES } from '@/lib/institute/wire';
import { dhakaDate } from '@/lib/site/clock';
import { contractSuite, type ContractTarget } from './contract';
import { describePostgres, serve, testDatabase, type Served, type TestDatabase } from './helpers';

jest.setTimeout(30_000);

/** A seeded database of `kind` served over node:http for the tests of the enclosing describe. */
function embeddedServer(kind: 'sqlite' | 'postgres'): { database: TestDatabase; server: Served } {
  const context = {} as { database: TestDatabase; server: Served };
  beforeAll(async () => {
    context.database = await testDatabase(kind);
    context.server = await serve(createInstituteApiHandler({ getDatabase: async () => context.database.db, product: 'erp' }));
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.drop();
  });
  return context;
}

function embeddedOverHttp(kind: 'sqlite' | 'postgres') {
  const context = embeddedServer(kind);

  contractSuite(
    (): ContractTarget => ({
      async get(path, init = {}) {
        const url = new URL(`${context.server.origin}/erp_webside/${path}`);
        if (init.lang) url.searchParams.set('lang', init.lang);
        const headers: Record<string, string> = init.acceptLanguage ? { 'Accept-Language': init.acceptLanguage } : {};
        const response = await fetch(url, { method: init.method ?? 'GET', headers });
        return { status: response.status, headers: response.headers, body: await response.json() };
      },
    }),
  );

  it('answers at /api/webside/... too, where proxy.ts rewrites /erp_webside/...', async () => {
    const direct = await fetch(`${context.server.origin}/erp_webside/acadimy_info_count`).then((r) => r.json());
    const rewritten = await fetch(`${context.server.origin}/api/webside/acadimy_info_count`).then((r) => r.json());
    expect(rewritten).toEqual(direct);
  });
}

describe('(a) the embedded HTTP endpoints on SQLite', () => embeddedOverHttp('sqlite'));

describePostgres('(b) the embedded HTTP endpoints on PostgreSQL', () => embeddedOverHttp('postgres'));

function clientAgainstEmbedded(kind: 'sqlite' | 'postgres') {
  const context = embeddedServer(kind);

  it.each(RESOURCES.flatMap((resource) => (['en', 'bn'] as const).map((locale) => [resource, locale] as const)))(
    'reads %s (%s) exactly as the in-process embedded source does, with URLs on the API host',
    async (resource, locale) => {
      const upstream = createHttpSource({ baseUrl: context.server.origin, product: 'erp' });
      const embedded = createEmbeddedSource(async () => context.database.db);
      const overHttp = await readFrom(upstream, resource, locale);
      const inProcess = await readFrom(embedded, resource, locale);
      // In process, files are the site's own (/images/...); over HTTP they live on {host}.
      expect(JSON.parse(JSON.stringify(overHttp).replaceAll(`${context.server.origin}/`, '/'))).toEqual(inProcess);
    },
  );

  it('gives pages the site types: camelCase, numbers, dates and absolute URLs on {host}', async () => {
    const upstream = createHttpSource({ baseUrl: context.server.origin, product: 'erp' });
    const notices = await upstream.notices('en');
    expect(notices[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringContaining('session is open'),
      publicDate: dhakaDate(),
      url: expect.stringMatching(new RegExp(`^${context.server.origin}/files/notices/notice-01\\.pdf$`)),
      urlLanguage: 'en',
    });
    // A Bengali page gets the Bengali PDF where the notice has one, and is told which it got.
    const bengali = await upstream.notices('bn');
    expect(bengali[0]).toMatchObject({ url: `${context.server.origin}/files/notices/notice-01-bn.pdf`, urlLanguage: 'bn' });
    expect(bengali.at(-1)).toMatchObject({ url: expect.stringMatching(/notice-\d+\.pdf$/), urlLanguage: 'en' });
    const departments = await upstream.departments('bn');
    expect(departments[0]).toMatchObject({
      title: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি',
      image: `${context.server.origin}/images/demo/departments/computer.webp`,
      // The demo draws its course-structure sheets in both languages.
      courseImages: [`${context.server.origin}/images/demo/courses/computer-1-bn.webp`, `${context.server.origin}/images/demo/courses/computer-2-bn.webp`],
      courseImageLanguages: ['bn', 'bn'],
    });
    expect((await upstream.departments('en'))[0]).toMatchObject({
      courseImages: [`${context.server.origin}/images/demo/courses/computer-1.webp`, `${context.server.origin}/images/demo/courses/computer-2.webp`],
      courseImageLanguages: ['en', 'en'],
    });
    expect(departments.find((d) => d.courseImages.length === 1)).toBeDefined();
    const status = await upstream.admissionStatus('en');
    expect(status).toEqual({ id: expect.any(Number), isOpen: true, text: expect.stringMatching(/^Admission is open/) });
    const fees = await upstream.tuitionFees('en');
    expect(fees.find((f) => f.name === 'Shipbuilding')).toEqual({ name: 'Shipbuilding', admission: 5000, semester: 7000, monthly: 0, category: 'marine' });
    const { labs, magazines } = await upstream.labsAndMagazines('en');
    expect(labs[0]!.image).toMatch(new RegExp(`^${context.server.origin}/images/demo/labs/`));
    expect(magazines[0]!.pdf).toMatch(/\.pdf$/);
    const videos = await upstream.videoStories('en');
    expect(videos[0]!.videoUrl).toMatch(new RegExp(`^${context.server.origin}/files/videos/.+\\.html$`));
  });
}

describe('(c) the upstream client against the embedded endpoints (SQLite)', () => clientAgainstEmbedded('sqlite'));

describePostgres('(c) the upstream client against the embedded endpoints (PostgreSQL)', () => clientAgainstEmbedded('postgres'));
