import { keywordsFromData, mergeKeywords, type KeywordSources } from '@/lib/search/data-keywords';
import { buildSearchEntries } from '@/lib/search/search-entries';
import { searchPages } from '@/lib/search/site-search';

jest.mock('@/lib/institute/data', () => ({}));
jest.mock('next-intl/server', () => ({}));
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

const ok = <T,>(data: T) => ({ ok: true as const, data, stale: false });
const failed = { ok: false as const, error: { kind: 'unavailable' }, messageKey: 'departments' } as never;

const sources: KeywordSources = {
  departments: ok([{ title: 'Civil Technology' }, { title: 'Chemical Technology' }, { title: ' ' }]),
  admissionDepartments: ok([{ name: 'Civil Technology' }]),
  tuitionFees: ok([{ name: 'Civil' }, { name: 'Chemical' }]),
  faculty: ok([{ department: 'Civil Technology' }, { department: 'Civil Technology' }, { department: 'Power Technology' }]),
};

describe('search keywords from the institute data', () => {
  it('gives each page that lists technologies the names it shows, each once', () => {
    expect(keywordsFromData(sources)).toEqual({
      programsDiploma: ['Civil Technology', 'Chemical Technology'],
      admission: ['Civil Technology'],
      admissionTuitionFees: ['Civil', 'Chemical'],
      admissionScholarship: ['Civil', 'Chemical'],
      facilitiesFaculty: ['Civil Technology', 'Power Technology'],
    });
  });

  it('adds nothing for a list that could not be read', () => {
    const keywords = keywordsFromData({ ...sources, departments: failed, tuitionFees: failed });
    expect(keywords.programsDiploma).toEqual([]);
    expect(keywords.admissionScholarship).toEqual([]);
    expect(keywords.admission).toEqual(['Civil Technology']);
  });

  it('merges two languages page by page', () => {
    expect(
      mergeKeywords({ admission: ['সিভিল টেকনোলজি'] }, { admission: ['Civil Technology', 'সিভিল টেকনোলজি'], programsDiploma: ['Civil Technology'] }),
    ).toEqual({ admission: ['সিভিল টেকনোলজি', 'Civil Technology'], programsDiploma: ['Civil Technology'] });
  });

  it('lets a search for a technology find the pages that list it', () => {
    const t = (key: string) => (key.endsWith('.title') ? `Title of ${key}` : key.endsWith('.description') ? 'About this page' : '');
    const entries = buildSearchEntries('en', { pages: t, nav: t, keywords: t, otherPages: t, otherKeywords: t }, keywordsFromData(sources));
    // The programme page first: it describes each technology and links to its page.
    expect(searchPages(entries, 'civil').map((entry) => entry.id)).toEqual([
      'programsDiploma',
      'admission',
      'admissionTuitionFees',
      'admissionScholarship',
      'facilitiesFaculty',
    ]);
    expect(searchPages(entries, 'chemical').map((entry) => entry.id)).toEqual([
      'programsDiploma',
      'admissionTuitionFees',
      'admissionScholarship',
    ]);
    // Only the pages that list technologies carry them.
    expect(entries.filter((entry) => entry.technologies).map((entry) => entry.id)).toEqual([
      'admission',
      'admissionTuitionFees',
      'admissionScholarship',
      'programsDiploma',
      'facilitiesFaculty',
    ]);
    expect(searchPages(buildSearchEntries('en', { pages: t, nav: t, keywords: t, otherPages: t, otherKeywords: t }), 'civil')).toEqual([]);
  });
});
