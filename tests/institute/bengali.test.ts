/**
 * Bilingual answers from the embedded service: Bengali when asked for, English for any field
 * whose Bengali text is missing.
 */
import { createInstituteApiHandler } from '@/lib/institute/embedded/handler';
import { createEmbeddedSource } from '@/lib/institute/embedded/source';
import { testDatabase, type TestDatabase } from './helpers';

jest.setTimeout(30_000);

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase('sqlite');
});
afterAll(() => database?.drop());

const BENGALI = /[\u0980-\u09FF]/;

it('answers every content field in Bengali for ?lang=bn, in every endpoint', async () => {
  const source = createEmbeddedSource(async () => database.db);
  const [notices, faculty, jobs, stories, videos, performers, status] = await Promise.all([
    source.notices('bn'),
    source.faculty('bn'),
    source.jobs('bn'),
    source.successStories('bn'),
    source.videoStories('bn'),
    source.topPerformers('bn'),
    source.admissionStatus('bn'),
  ]);
  // Every list has items, so that the checks below check something.
  for (const list of [notices, faculty, jobs, stories, videos, performers]) expect(list.length).toBeGreaterThan(0);
  notices.forEach((n) => expect(n.title).toMatch(BENGALI));
  faculty.forEach((f) => [f.name, f.department, f.designation].forEach((text) => expect(text).toMatch(BENGALI)));
  jobs.forEach((j) => [j.title, j.companyName, j.location].forEach((text) => expect(text).toMatch(BENGALI)));
  [...stories, ...videos].forEach((s) => [s.name, s.department, s.achievement, s.story].forEach((text) => expect(text).toMatch(BENGALI)));
  performers.forEach((p) => expect(p.name + p.department).toMatch(BENGALI));
  expect(status.text).toMatch(BENGALI);
});

it('falls back to English per field where the Bengali text is missing', async () => {
  await database.db.run("UPDATE notices SET title_bn = NULL WHERE slug = 'notice-02'");
  await database.db.run("UPDATE departments SET description_bn = '' WHERE slug = 'civil'");
  const handle = createInstituteApiHandler({ getDatabase: async () => database.db, product: 'erp' });

  const notices = await (await handle(new Request('http://site.test/erp_webside/public_notice?lang=bn'))).json();
  // Its PDF is the Bengali one: the title falls back, the document does not.
  const second = notices.notich_list.find((n: { url: string }) => n.url.endsWith('notice-02-bn.pdf'));
  expect(second.title).toBe('Class routine for the 1st, 3rd, 5th and 7th semesters');
  expect(notices.notich_list[0].title).toMatch(BENGALI);

  const departments = await (await handle(new Request('http://site.test/erp_webside/department_info', { headers: { 'Accept-Language': 'bn' } }))).json();
  const civil = departments.dis.find((d: { department_img: string }) => d.department_img.endsWith('/civil.webp'));
  expect(civil.title).toBe('সিভিল টেকনোলজি');
  expect(civil.description).toMatch(/^Surveying, building construction/);
});
