import {
  getAdmissionDepartments,
  getDepartments,
  getFacultyMembers,
  getTuitionFees,
} from '@/lib/institute/data';
import type { InstituteResult } from '@/lib/institute/result';
import type { AdmissionDepartment, Department, FacultyMember, TuitionFee } from '@/lib/institute/types';
import { otherLocale, type Locale } from '@/lib/i18n/routing';
import type { TechnologyPage } from '@/lib/search/site-search';

/** The technologies each page that lists them shows, from the institute's data. */
export type DataKeywords = Partial<Record<TechnologyPage, string[]>>;

/** What the pages that list technologies show, as the getters answer it (a failed read adds nothing). */
export type KeywordSources = {
  departments: InstituteResult<readonly Pick<Department, 'title'>[]>;
  admissionDepartments: InstituteResult<readonly Pick<AdmissionDepartment, 'name'>[]>;
  tuitionFees: InstituteResult<readonly Pick<TuitionFee, 'name'>[]>;
  faculty: InstituteResult<readonly Pick<FacultyMember, 'department'>[]>;
};

/** The names a list shows, each once. */
function listed<T>(result: InstituteResult<readonly T[]>, name: (row: T) => string): string[] {
  return result.ok ? [...new Set(result.data.map((row) => name(row).trim()).filter(Boolean))] : [];
}

/**
 * An applicant searches for their technology ("civil", "কম্পিউটার"), a name no page's title or
 * fixed keywords hold. Each page that lists technologies is found by the names it shows: the
 * programme page by the departments, the admission form by those open for admission, the fee
 * table and the calculator by the fee table's names, the faculty list by its departments
 * (TECHNOLOGY_PAGES in site-search.ts ranks them).
 */
export function keywordsFromData(sources: KeywordSources): DataKeywords {
  const fees = listed(sources.tuitionFees, (fee) => fee.name);
  return {
    programsDiploma: listed(sources.departments, (department) => department.title),
    admission: listed(sources.admissionDepartments, (department) => department.name),
    admissionTuitionFees: fees,
    admissionScholarship: fees,
    facilitiesFaculty: listed(sources.faculty, (member) => member.department),
  };
}

async function readSources(locale: Locale): Promise<KeywordSources> {
  const [departments, admissionDepartments, tuitionFees, faculty] = await Promise.all([
    getDepartments(locale),
    getAdmissionDepartments(locale),
    getTuitionFees(locale),
    getFacultyMembers(locale),
  ]);
  return { departments, admissionDepartments, tuitionFees, faculty };
}

/** Two languages' keywords as one list per page. */
export function mergeKeywords(...lists: DataKeywords[]): DataKeywords {
  const merged: DataKeywords = {};
  for (const list of lists) {
    for (const [key, words] of Object.entries(list) as [TechnologyPage, string[]][]) {
      merged[key] = [...new Set([...(merged[key] ?? []), ...words])];
    }
  }
  return merged;
}

/**
 * The data keywords of one language, then of the other, as with the fixed keywords
 * (search-entries.ts): many Bengali readers type "civil" in English letters, and a Bengali name
 * ("সিভিল") finds the English pages too.
 */
export async function dataKeywords(locale: Locale): Promise<DataKeywords> {
  const languages: Locale[] = [locale, otherLocale(locale)];
  const lists = await Promise.all(languages.map(async (language) => keywordsFromData(await readSources(language))));
  return mergeKeywords(...lists);
}
