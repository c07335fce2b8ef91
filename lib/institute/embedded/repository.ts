/**
 * The embedded service's reads: each builds one endpoint's answer, exactly the wire shape of
 * DESIGN.md section 3, in the language asked for (Bengali falls back to English per field).
 * Paths are stored relative to the site's origin (images/..., files/...), as the spec's {host}/{img}.
 */
import type { Queryable } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { INTL_LOCALE } from '@/lib/i18n/intl-locale';
import type { InstituteResource } from '../types';
import type { WireInput } from '../wire';

type Texts = Record<string, unknown>;

/** The `field` column in `locale`: field_bn when asked for Bengali and filled in, else field_en. */
export function localized(row: Texts, field: string, locale: Locale): string {
  const bn = row[`${field}_bn`];
  if (locale === 'bn' && typeof bn === 'string' && bn.trim()) return bn;
  const en = row[`${field}_en`];
  return typeof en === 'string' ? en : '';
}

/**
 * A document in `locale`: the Bengali path when asked for Bengali and there is one, else the
 * English, with the language of the one sent ({ url, url_lang }); no language without a document.
 */
function localizedDocument(en: unknown, bn: unknown, locale: Locale): { url: string | null; url_lang: 'en' | 'bn' | null } {
  if (locale === 'bn' && typeof bn === 'string' && bn.trim()) return { url: bn, url_lang: 'bn' };
  return typeof en === 'string' && en.trim() ? { url: en, url_lang: 'en' } : { url: null, url_lang: null };
}

/** The month's name and the day number of a YYYY-MM-DD date. */
function monthAndDay(isoDate: string, locale: Locale): { month: string; date: number } {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return { month, date: d };
}

const DEPARTMENT = 'LEFT JOIN departments d ON d.id = x.department_id';

type Reader<R extends InstituteResource> = (db: Queryable, locale: Locale) => Promise<WireInput<R>>;
type Repository = { [R in InstituteResource]: Reader<R> };

export const REPOSITORY: Repository = {
  async notices(db, locale) {
    const rows = await db.all('SELECT id, title_en, title_bn, public_date, url, url_bn FROM notices ORDER BY public_date DESC, id DESC');
    return {
      notich_list: rows.map((r) => ({
        id: Number(r.id),
        title: localized(r, 'title', locale),
        public_date: String(r.public_date),
        ...localizedDocument(r.url, r.url_bn, locale),
      })),
    };
  },

  async academicProgress(db, locale) {
    const rows = await db.all('SELECT title_en, title_bn, img FROM academic_progress ORDER BY position, id');
    return { aps: rows.map((r) => ({ img: String(r.img), title: localized(r, 'title', locale) })) };
  },

  async departments(db, locale) {
    const rows = await db.all(
      'SELECT id, title_en, title_bn, description_en, description_bn, department_img FROM departments ORDER BY position, id',
    );
    const images = await db.all<{ department_id: number; path: string; path_bn: string | null }>(
      'SELECT department_id, path, path_bn FROM department_images ORDER BY department_id, position, id',
    );
    const byDepartment = new Map<number, { image: string; image_lang: 'en' | 'bn' }[]>();
    for (const row of images) {
      const id = Number(row.department_id);
      const { url, url_lang } = localizedDocument(row.path, row.path_bn, locale);
      if (url && url_lang) byDepartment.set(id, [...(byDepartment.get(id) ?? []), { image: url, image_lang: url_lang }]);
    }
    return {
      dis: rows.map((r) => {
        const list = byDepartment.get(Number(r.id)) ?? [];
        return {
          id: Number(r.id),
          title: localized(r, 'title', locale),
          description: localized(r, 'description', locale),
          department_img: (r.department_img as string | null) ?? null,
          // "a path or an array of paths": one image travels as a path, several as a list; the
          // languages likewise, one for each image.
          image: list.length === 1 ? list[0]!.image : list.map((i) => i.image),
          image_lang: list.length === 1 ? list[0]!.image_lang : list.map((i) => i.image_lang),
        };
      }),
    };
  },

  async admissionStatus(db, locale) {
    const row = await db.get('SELECT id, is_open, text_en, text_bn FROM admission_status ORDER BY id DESC LIMIT 1');
    return {
      admission_status: row
        ? { id: Number(row.id), isopen: Number(row.is_open) === 1, text: localized(row, 'text', locale) }
        : { id: 0, isopen: false, text: '' },
    };
  },

  async events(db, locale) {
    const rows = await db.all('SELECT id, title_en, title_bn, event_date FROM events ORDER BY event_date, id');
    return {
      event_list: rows.map((r) => ({
        id: Number(r.id),
        title: localized(r, 'title', locale),
        ...monthAndDay(String(r.event_date), locale),
        event_date: String(r.event_date),
      })),
    };
  },

  async jobs(db, locale) {
    const rows = await db.all('SELECT * FROM jobs ORDER BY public_date DESC, id DESC');
    return {
      job_list: rows.map((r) => ({
        id: Number(r.id),
        title: localized(r, 'title', locale),
        company_name: localized(r, 'company_name', locale),
        job_location: localized(r, 'location', locale),
        public_date: String(r.public_date),
        deadline: (r.deadline as string | null) ?? null,
        url: (r.url as string | null) ?? null,
      })),
    };
  },

  async industryPartners(db, locale) {
    const rows = await db.all('SELECT id, name_en, name_bn, img FROM industry_partners ORDER BY position, id');
    return {
      industry_mou: rows.map((r) => ({ id: Number(r.id), img: String(r.img), name: localized(r, 'name', locale) })),
    };
  },

  async academyCounts(db) {
    const rows = await db.all<{ name: string; value: number }>('SELECT name, value FROM academy_counts');
    const count = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0);
    return { students: count('students'), teachers: count('teachers'), labs: count('labs') };
  },

  async faculty(db, locale) {
    const rows = await db.all(
      `SELECT x.id, x.name_en, x.name_bn, x.designation_en, x.designation_bn, x.picture,
              d.title_en AS department_en, d.title_bn AS department_bn
         FROM faculty_members x ${DEPARTMENT} ORDER BY x.position, x.id`,
    );
    return {
      faculty_members: rows.map((r) => ({
        id: Number(r.id),
        name: localized(r, 'name', locale),
        department__department: localized(r, 'department', locale),
        designation: localized(r, 'designation', locale),
        employee_profile__picture: (r.picture as string | null) ?? null,
      })),
    };
  },

  async labsAndMagazines(db, locale) {
    const labs = await db.all('SELECT id, title_en, title_bn, lab_img FROM labs ORDER BY position, id');
    const magazines = await db.all('SELECT id, title_en, title_bn, issue_date, pdf FROM magazines ORDER BY issue_date DESC, id DESC');
    return {
      labs: labs.map((r) => ({ id: Number(r.id), lab_img: String(r.lab_img), title: localized(r, 'title', locale) })),
      magazines: magazines.map((r) => ({
        id: Number(r.id),
        title: localized(r, 'title', locale),
        date: String(r.issue_date),
        pdf: String(r.pdf),
      })),
    };
  },

  async tuitionFees(db, locale) {
    const rows = await db.all(
      `SELECT x.admission, x.semester, x.monthly, x.category, d.short_name_en AS name_en, d.short_name_bn AS name_bn
         FROM tuition_fees x JOIN departments d ON d.id = x.department_id ORDER BY d.position, d.id`,
    );
    return {
      tfs: rows.map((r) => ({
        name: localized(r, 'name', locale),
        admission: Number(r.admission),
        semester: Number(r.semester),
        monthly: Number(r.monthly),
        category: String(r.category),
      })),
    };
  },

  async admissionDepartments(db, locale) {
    const rows = await db.all(
      'SELECT id, title_en, title_bn FROM departments WHERE admission_open = 1 ORDER BY position, id',
    );
    return {
      adps: rows.map((r) => ({ department__id: Number(r.id), department__department: localized(r, 'title', locale) })),
    };
  },

  async topPerformers(db, locale) {
    const rows = await db.all(
      `SELECT x.id, x.name_en, x.name_bn, x.cgpa, x.cgpa_batch, x.cgpa_img,
              d.title_en AS department_en, d.title_bn AS department_bn
         FROM top_performers x ${DEPARTMENT} ORDER BY x.position, x.id`,
    );
    return {
      top_performers: rows.map((r) => ({
        id: Number(r.id),
        name: localized(r, 'name', locale),
        department: localized(r, 'department', locale),
        cgpa: Number(r.cgpa),
        cgpa_batch: String(r.cgpa_batch),
        cgpa_img: (r.cgpa_img as string | null) ?? null,
      })),
    };
  },

  async successStories(db, locale) {
    const rows = await stories(db, 'x.video IS NULL');
    return { sss: rows.map((r) => ({ ...story(r, locale), img: (r.img as string | null) ?? null })) };
  },

  async videoStories(db, locale) {
    const rows = await stories(db, 'x.video IS NOT NULL');
    return { vsss: rows.map((r) => ({ ...story(r, locale), video: String(r.video) })) };
  },
};

function stories(db: Queryable, where: string) {
  return db.all(
    `SELECT x.*, d.title_en AS department_en, d.title_bn AS department_bn
       FROM success_stories x ${DEPARTMENT} WHERE ${where} ORDER BY x.position, x.id`,
  );
}

function story(r: Texts, locale: Locale) {
  return {
    id: Number(r.id),
    name: localized(r, 'name', locale),
    department: localized(r, 'department', locale),
    batch: String(r.batch),
    achievement: localized(r, 'achievement', locale),
    story: localized(r, 'story', locale),
  };
}
