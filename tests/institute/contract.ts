/**
 * The contract suite (DESIGN.md section 3): what every GET endpoint answers, with exactly the
 * documented keys and fields, plus the demo content the site relies on. Run by contract.test.ts
 * against the embedded HTTP handler on SQLite and on PostgreSQL.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { dhakaDate } from '@/lib/site/clock';
import { ENDPOINTS, RESOURCES } from '@/lib/institute/wire';

export interface ContractTarget {
  /** GET {base}/{path}, answering status, headers and the parsed JSON body. */
  get(path: string, init?: { lang?: string; acceptLanguage?: string; method?: string }): Promise<{
    status: number;
    headers: Headers;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  }>;
}

const PUBLIC = join(__dirname, '..', '..', 'public');
const BENGALI = /[\u0980-\u09FF]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each list item's exact fields, by endpoint path and list key. */
const ITEM_FIELDS: Record<string, Record<string, string[]>> = {
  // url_lang and image_lang: ours, the language of the document sent (lib/institute/wire.ts).
  public_notice: { notich_list: ['id', 'title', 'public_date', 'url', 'url_lang'] },
  acadimy_progress: { aps: ['img', 'title'] },
  department_info: { dis: ['id', 'title', 'description', 'department_img', 'image', 'image_lang'] },
  upcoming_event: { event_list: ['id', 'title', 'month', 'date', 'event_date'] },
  job_bord: { job_list: ['id', 'title', 'company_name', 'job_location', 'public_date', 'deadline', 'url'] },
  industry_mou: { industry_mou: ['id', 'img', 'name'] },
  facultis_members: { faculty_members: ['id', 'name', 'department__department', 'designation', 'employee_profile__picture'] },
  lab: { labs: ['id', 'lab_img', 'title'], magazines: ['id', 'title', 'date', 'pdf'] },
  tution_fees: { tfs: ['name', 'admission', 'semester', 'monthly', 'category'] },
  admited_department: { adps: ['department__id', 'department__department'] },
  top_performers: { top_performers: ['id', 'name', 'department', 'cgpa', 'cgpa_batch', 'cgpa_img'] },
  success_stories_student: { sss: ['id', 'name', 'department', 'batch', 'achievement', 'story', 'img'] },
  video_success_stories_student: { vsss: ['id', 'name', 'department', 'batch', 'achievement', 'story', 'video'] },
};

const sorted = (keys: string[]) => [...keys].sort();
const fileExists = (path: string) => existsSync(join(PUBLIC, path));

export function contractSuite(setup: () => ContractTarget): void {
  let target: ContractTarget;
  beforeAll(() => {
    target = setup();
  });
  const today = dhakaDate();

  it.each(RESOURCES.map((resource) => [ENDPOINTS[resource].path, resource] as const))(
    'GET /%s answers 200 JSON that matches the contract schema',
    async (path, resource) => {
      const { status, headers, body } = await target.get(path);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(v.safeParse(ENDPOINTS[resource].schema, body).issues).toBeUndefined();
    },
  );

  it.each(Object.entries(ITEM_FIELDS))('GET /%s has exactly the documented keys and item fields', async (path, lists) => {
    const { body } = await target.get(path);
    expect(sorted(Object.keys(body))).toEqual(sorted(Object.keys(lists)));
    for (const [key, fields] of Object.entries(lists)) {
      expect(Array.isArray(body[key])).toBe(true);
      expect(body[key].length).toBeGreaterThan(0);
      for (const item of body[key]) expect(sorted(Object.keys(item))).toEqual(sorted(fields));
    }
  });

  it('GET /admission_status and /acadimy_info_count have exactly their documented fields', async () => {
    const status = (await target.get('admission_status')).body;
    expect(Object.keys(status)).toEqual(['admission_status']);
    expect(sorted(Object.keys(status.admission_status))).toEqual(['id', 'isopen', 'text']);
    expect(status.admission_status.isopen).toBe(true);
    expect(status.admission_status.text).toMatch(/^Admission is open for the \d{4}-\d{2} session/);

    const counts = (await target.get('acadimy_info_count')).body;
    expect(counts).toEqual({ students: expect.any(Number), teachers: expect.any(Number), labs: 32 });
    expect(counts.students).toBeGreaterThan(counts.teachers);
  });

  it('serves at least 45 notices over the last two years, newest first, one dated today, each a real PDF', async () => {
    const list = (await target.get('public_notice')).body.notich_list as { id: number; public_date: string; url: string }[];
    expect(list.length).toBeGreaterThanOrEqual(45);
    const dates = list.map((n) => n.public_date);
    dates.forEach((date) => expect(date).toMatch(ISO_DATE));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(today);
    const twoYearsAgo = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
    expect(dates.every((date) => date > twoYearsAgo)).toBe(true);
    expect(new Set(list.map((n) => n.id)).size).toBe(list.length);
    for (const n of list) {
      expect(n.url).toMatch(/^files\/notices\/.+\.pdf$/);
      expect(fileExists(n.url)).toBe(true);
    }
  });

  it('serves the 15 technologies, each with an image and course-structure images that exist', async () => {
    const list = (await target.get('department_info')).body.dis as {
      id: number;
      title: string;
      description: string;
      department_img: string;
      image: string | string[];
    }[];
    expect(list).toHaveLength(15);
    const titles = list.map((d) => d.title);
    for (const name of ['Computer', 'Civil', 'Electrical', 'Mechanical', 'Textile', 'Marine', 'Automobile', 'Electronics', 'Garments Design', 'Architecture', 'Power', 'Shipbuilding']) {
      expect(titles.some((title) => title.startsWith(name))).toBe(true);
    }
    for (const d of list) {
      expect(d.description.split(/\s+/).length).toBeGreaterThan(11);
      expect(fileExists(d.department_img)).toBe(true);
      const images = Array.isArray(d.image) ? d.image : [d.image];
      expect(images.length).toBeGreaterThan(0);
      images.forEach((path) => expect(fileExists(path)).toBe(true));
    }
    // "a path or an array of paths": both forms occur.
    expect(list.some((d) => typeof d.image === 'string')).toBe(true);
    expect(list.some((d) => Array.isArray(d.image) && d.image.length > 1)).toBe(true);
  });

  it('answers a Bengali page with the Bengali documents that exist, and says so (url_lang, image_lang)', async () => {
    const notices = (await target.get('public_notice', { lang: 'bn' })).body.notich_list as { url: string; url_lang: string }[];
    for (const n of notices) {
      expect(fileExists(n.url)).toBe(true);
      expect(n.url_lang).toBe(n.url.endsWith('-bn.pdf') ? 'bn' : 'en');
    }
    expect(notices.filter((n) => n.url_lang === 'bn').length).toBeGreaterThan(0);
    expect(notices.filter((n) => n.url_lang === 'en').length).toBeGreaterThan(0);
    const english = (await target.get('public_notice', { lang: 'en' })).body.notich_list as { url: string; url_lang: string }[];
    expect(english.every((n) => n.url_lang === 'en' && !n.url.endsWith('-bn.pdf'))).toBe(true);

    const departments = (await target.get('department_info', { lang: 'bn' })).body.dis as { image: string | string[]; image_lang: string | string[] }[];
    for (const d of departments) {
      const images = [d.image].flat();
      const languages = [d.image_lang].flat();
      expect(languages).toHaveLength(images.length);
      images.forEach((path, i) => {
        expect(fileExists(path)).toBe(true);
        expect(languages[i]).toBe(path.endsWith('-bn.webp') ? 'bn' : 'en');
      });
    }
  });

  it('lists only the departments open for admission, by their department ids', async () => {
    const departments = (await target.get('department_info')).body.dis as { id: number; title: string }[];
    const open = (await target.get('admited_department')).body.adps as { department__id: number; department__department: string }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(departments.length);
    for (const item of open) {
      expect(departments.find((d) => d.id === item.department__id)?.title).toBe(item.department__department);
    }
  });

  it("answers the spec's tuition fee table, in four categories", async () => {
    const fees = (await target.get('tution_fees')).body.tfs as { name: string; admission: number; semester: number; monthly: number; category: string }[];
    expect(fees).toHaveLength(15);
    const total = (name: string) => {
      const fee = fees.find((f) => f.name === name)!;
      return fee.admission + 8 * fee.semester + 48 * fee.monthly;
    };
    for (const name of ['Computer', 'Civil', 'Electrical', 'Mechanical', 'Textile']) expect(total(name)).toBe(125_000);
    expect(total('Marine')).toBe(141_000);
    for (const name of ['Automobile', 'Electronics', 'Garments Design']) expect(total(name)).toBe(77_000);
    for (const name of ['Architecture', 'Power']) expect(total(name)).toBe(53_000);
    expect(total('Shipbuilding')).toBe(61_000);
    expect(new Set(fees.map((f) => f.category))).toEqual(new Set(['engineering', 'technology', 'design', 'marine']));
  });

  it('serves past and upcoming events with their month name, day and ISO date', async () => {
    const events = (await target.get('upcoming_event')).body.event_list as { month: string; date: number; event_date: string }[];
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(events.some((e) => e.event_date < today)).toBe(true);
    expect(events.filter((e) => e.event_date >= today).length).toBeGreaterThanOrEqual(3);
    for (const e of events) {
      expect(e.event_date).toMatch(ISO_DATE);
      expect(e.date).toBe(Number(e.event_date.slice(8, 10)));
      const month = new Date(`${e.event_date}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
      expect(e.month).toBe(month);
    }
  });

  it('serves at least 12 jobs, some past their deadline, each with a circular that exists', async () => {
    const jobs = (await target.get('job_bord')).body.job_list as { public_date: string; deadline: string; url: string }[];
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    expect(jobs.some((j) => j.deadline < today)).toBe(true);
    expect(jobs.some((j) => j.deadline >= today)).toBe(true);
    jobs.forEach((j) => expect(fileExists(j.url)).toBe(true));
  });

  it('serves the people, labs, magazines and partners of the demo content, with files that exist', async () => {
    const faculty = (await target.get('facultis_members')).body.faculty_members as { department__department: string; employee_profile__picture: string | null }[];
    expect(faculty.length).toBeGreaterThanOrEqual(24);
    expect(new Set(faculty.map((f) => f.department__department)).size).toBeGreaterThanOrEqual(4);
    expect(faculty.some((f) => f.employee_profile__picture === null)).toBe(true);
    faculty.forEach((f) => f.employee_profile__picture && expect(fileExists(f.employee_profile__picture)).toBe(true));

    const { labs, magazines } = (await target.get('lab')).body as { labs: { lab_img: string }[]; magazines: { pdf: string; date: string }[] };
    expect(labs.length).toBeGreaterThanOrEqual(12);
    expect(magazines.length).toBeGreaterThanOrEqual(4);
    labs.forEach((l) => expect(fileExists(l.lab_img)).toBe(true));
    magazines.forEach((m) => expect(fileExists(m.pdf) && ISO_DATE.test(m.date)).toBe(true));

    const partners = (await target.get('industry_mou')).body.industry_mou as { img: string; name: string }[];
    expect(partners.length).toBeGreaterThanOrEqual(10);
    partners.forEach((p) => expect(fileExists(p.img) && p.name.length > 0).toBe(true));

    const progress = (await target.get('acadimy_progress')).body.aps as { img: string }[];
    expect(progress.length).toBeGreaterThanOrEqual(10);
    progress.forEach((p) => expect(fileExists(p.img)).toBe(true));
  });

  it('serves top performers, success stories and video stories across departments', async () => {
    const top = (await target.get('top_performers')).body.top_performers as { department: string; cgpa: number; cgpa_img: string }[];
    expect(top.length).toBeGreaterThanOrEqual(14);
    expect(new Set(top.map((p) => p.department)).size).toBeGreaterThanOrEqual(6);
    top.forEach((p) => expect(p.cgpa > 0 && p.cgpa <= 4 && fileExists(p.cgpa_img)).toBe(true));

    const stories = (await target.get('success_stories_student')).body.sss as { department: string; img: string }[];
    expect(stories.length).toBeGreaterThanOrEqual(8);
    expect(new Set(stories.map((s) => s.department)).size).toBeGreaterThanOrEqual(4);
    stories.forEach((s) => expect(fileExists(s.img)).toBe(true));

    const videos = (await target.get('video_success_stories_student')).body.vsss as { video: string }[];
    expect(videos).toHaveLength(3);
    videos.forEach((s) => expect(fileExists(s.video)).toBe(true));
  });

  it('answers in Bengali for ?lang=bn and for Accept-Language: bn, in English otherwise', async () => {
    const english = await target.get('department_info');
    const byQuery = await target.get('department_info', { lang: 'bn' });
    const byHeader = await target.get('department_info', { acceptLanguage: 'bn-BD,bn;q=0.9,en;q=0.5' });
    const preferEnglish = await target.get('department_info', { acceptLanguage: 'en-GB,en;q=0.9,bn;q=0.8' });
    const unknown = await target.get('department_info', { lang: 'fr' });

    expect(english.headers.get('content-language')).toBe('en');
    expect(byQuery.headers.get('content-language')).toBe('bn');
    expect(byQuery.body.dis[0].title).toBe('কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি');
    for (const d of byQuery.body.dis) {
      expect(d.title).toMatch(BENGALI);
      expect(d.description).toMatch(BENGALI);
    }
    expect(byHeader.body).toEqual(byQuery.body);
    expect(preferEnglish.body).toEqual(english.body);
    expect(unknown.body).toEqual(english.body);
    expect(english.body.dis[0].title).toBe('Computer Science and Technology');
    // Same records, same ids and files: only the text changes, and a file for its Bengali version
    // beside it (the course-structure sheets: name-1-bn.webp beside name-1.webp).
    const englishFile = (path: string) => path.replace(/-bn(\.\w+)$/, '$1');
    expect(byQuery.body.dis.map((d: { id: number; image: string | string[] }) => [d.id, [d.image].flat().map(englishFile)])).toEqual(
      english.body.dis.map((d: { id: number; image: string | string[] }) => [d.id, [d.image].flat()]),
    );

    const notices = await target.get('public_notice', { lang: 'bn' });
    expect(notices.body.notich_list[0].title).toMatch(/^[০-৯]{4}-[০-৯]{2} সেশনে/);
    const events = await target.get('upcoming_event', { lang: 'bn' });
    expect(events.body.event_list[0].month).toMatch(BENGALI);
    const fees = await target.get('tution_fees', { lang: 'bn' });
    expect(fees.body.tfs[0]).toMatchObject({ name: 'কম্পিউটার', admission: 5000, monthly: 2000 });
  });

  it('answers 404 JSON for an unknown path and 405 for a method other than GET', async () => {
    const missing = await target.get('no_such_endpoint');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const nested = await target.get('public_notice/extra');
    expect(nested.status).toBe(404);
    const post = await target.get('public_notice', { method: 'POST' });
    expect(post.status).toBe(405);
  });
}
