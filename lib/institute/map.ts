/**
 * Wire answers (wire.ts) to the site's types (types.ts), shared by the upstream client and the
 * embedded service, so both give pages exactly the same data.
 */
import { dhakaDate } from '@/lib/site/clock';
import { calendarDate } from '@/lib/format/calendar-date';
import { FEE_CATEGORIES, type DocumentLanguage, type FeeCategory, type InstituteData, type InstituteResource, type Story } from './types';
import type { WireAnswer } from './wire';

/**
 * Where relative paths in an answer live: the API host's URL ({host} of spec section 7), or null
 * for the embedded service, whose files are the site's own (/images/..., /files/...).
 */
export type AssetBase = string | null;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Stands for the site's own origin while parsing the embedded service's paths. */
const EMBEDDED_ORIGIN = 'https://site.invalid';
const EMBEDDED_ROOT = `${EMBEDDED_ORIGIN}/`;

/**
 * A path from an answer as a URL the browser can load. Absolute http(s) URLs pass through; paths
 * are taken relative to {host} whether or not they start with a slash (the spec loads
 * `{host}/{img}`); any other scheme (javascript:, data:) is refused.
 */
export function resolveAssetUrl(path: string | null | undefined, base: AssetBase): string | null {
  const value = path?.trim();
  if (!value) return null;
  try {
    const absolute = SCHEME.test(value) || value.startsWith('//');
    const root = base === null ? EMBEDDED_ROOT : base.endsWith('/') ? base : `${base}/`;
    const url = new URL(absolute ? value : value.replace(/^\/+/, ''), root);
    // Judged once parsed: the parser drops tabs, newlines and leading control characters, so
    // "java\tscript:alert(1)" passes any test of the raw text and parses as javascript:.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (base === null && url.origin === EMBEDDED_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A date from an answer as YYYY-MM-DD. A bare date is kept if it exists in the calendar; a
 * timestamp is read as the day it falls on in Asia/Dhaka; anything else is null.
 */
export function toIsoDate(text: string | null | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (bare) {
    const [, y, m, d] = bare.map(Number) as [number, number, number, number];
    return calendarDate(y, m, d) ? value : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : dhakaDate(time);
}

function feeCategory(text: string): FeeCategory | null {
  const value = text.trim().toLowerCase();
  return (FEE_CATEGORIES as readonly string[]).includes(value) ? (value as FeeCategory) : null;
}

function dayOfMonth(n: number | null | undefined): number | null {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
}

/** A list item's React key: the upstream's id, or its position when the upstream sends none. */
function listKey(id: number | null | undefined, index: number): string {
  return id == null ? `#${index}` : String(id);
}

/**
 * A document's language from the answer (url_lang, image_lang): Bengali when it says so ('bn',
 * 'bn-BD', 'ben', 'bangla', 'bengali'), English otherwise. An upstream that sends only the spec's
 * fields marks nothing, and its documents are taken as English: the institute's PDFs and pictures
 * with words are, and saying "in English" beside a Bengali one is a smaller harm than leaving a
 * Bengali reader to find out after the download.
 */
export function documentLanguage(value: string | null | undefined): DocumentLanguage {
  return /^\s*(bn|ben|bangla|bengali)\b/i.test(value ?? '') ? 'bn' : 'en';
}

/**
 * The course-structure images with their languages: `languages` is one for all the images or one
 * per image (by position); an image whose path cannot be used is dropped with its language.
 */
function courseImages(
  value: string | string[] | null | undefined,
  languages: string | (string | null)[] | null | undefined,
  base: AssetBase,
): { url: string; language: DocumentLanguage }[] {
  const list = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((path, i) => {
    const url = resolveAssetUrl(path, base);
    const language = documentLanguage(Array.isArray(languages) ? languages[i] : languages);
    return url === null ? [] : [{ url, language }];
  });
}

/** The fields success stories and video stories share on the wire. */
type WireStory = Omit<WireAnswer<'successStories'>['sss'][number], 'img'>;

function story(s: WireStory): Story {
  return {
    id: s.id,
    name: s.name.trim(),
    department: s.department.trim(),
    batch: s.batch.trim(),
    achievement: s.achievement.trim(),
    story: s.story.trim(),
  };
}

type Mappers = { [R in InstituteResource]: (answer: WireAnswer<R>, base: AssetBase) => InstituteData[R] };

export const MAPPERS: Mappers = {
  notices: (answer, base) =>
    answer.notich_list.map((n) => ({
      id: n.id,
      title: n.title.trim(),
      publicDate: toIsoDate(n.public_date),
      url: resolveAssetUrl(n.url, base),
      urlLanguage: documentLanguage(n.url_lang),
    })),
  academicProgress: (answer, base) =>
    answer.aps.map((item) => ({ title: item.title.trim(), image: resolveAssetUrl(item.img, base) })),
  departments: (answer, base) =>
    answer.dis.map((d) => {
      const images = courseImages(d.image, d.image_lang, base);
      return {
        id: d.id,
        title: d.title.trim(),
        description: d.description.trim(),
        image: resolveAssetUrl(d.department_img, base),
        courseImages: images.map((image) => image.url),
        courseImageLanguages: images.map((image) => image.language),
      };
    }),
  admissionStatus: (answer) => ({
    id: answer.admission_status.id,
    isOpen: answer.admission_status.isopen,
    text: answer.admission_status.text.trim(),
  }),
  events: (answer) =>
    answer.event_list.map((e) => ({
      id: e.id,
      title: e.title.trim(),
      month: e.month.trim(),
      day: dayOfMonth(e.date),
      date: toIsoDate(e.event_date),
    })),
  jobs: (answer, base) =>
    answer.job_list.map((j, index) => ({
      key: listKey(j.id, index),
      id: j.id ?? null,
      title: j.title.trim(),
      companyName: j.company_name.trim(),
      location: j.job_location.trim(),
      publicDate: toIsoDate(j.public_date),
      deadline: toIsoDate(j.deadline),
      url: resolveAssetUrl(j.url, base),
    })),
  industryPartners: (answer, base) =>
    answer.industry_mou.map((p, index) => ({ key: listKey(p.id, index), image: resolveAssetUrl(p.img, base), name: p.name.trim() })),
  academyCounts: (answer) => ({ students: answer.students, teachers: answer.teachers, labs: answer.labs }),
  faculty: (answer, base) =>
    answer.faculty_members.map((f) => ({
      id: f.id,
      name: f.name.trim(),
      department: f.department__department.trim(),
      designation: f.designation.trim(),
      picture: resolveAssetUrl(f.employee_profile__picture, base),
    })),
  labsAndMagazines: (answer, base) => ({
    labs: answer.labs.map((l) => ({ id: l.id, title: l.title.trim(), image: resolveAssetUrl(l.lab_img, base) })),
    magazines: answer.magazines.map((m) => ({
      id: m.id,
      title: m.title.trim(),
      date: toIsoDate(m.date),
      pdf: resolveAssetUrl(m.pdf, base),
    })),
  }),
  tuitionFees: (answer) =>
    answer.tfs.map((f) => ({
      name: f.name.trim(),
      admission: f.admission,
      semester: f.semester,
      monthly: f.monthly,
      category: feeCategory(f.category),
    })),
  admissionDepartments: (answer) =>
    answer.adps.map((d) => ({ id: d.department__id, name: d.department__department.trim() })),
  topPerformers: (answer, base) =>
    answer.top_performers.map((p) => ({
      id: p.id,
      name: p.name.trim(),
      department: p.department.trim(),
      cgpa: p.cgpa,
      batch: p.cgpa_batch.trim(),
      image: resolveAssetUrl(p.cgpa_img, base),
    })),
  successStories: (answer, base) => answer.sss.map((s) => ({ ...story(s), image: resolveAssetUrl(s.img, base) })),
  videoStories: (answer, base) => answer.vsss.map((s) => ({ ...story(s), videoUrl: resolveAssetUrl(s.video, base) })),
};
