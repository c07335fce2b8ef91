import { MAX_QUERY_LENGTH, SEARCHABLE_PAGES, normalize, queryParam, searchPages, type SearchEntry } from '@/lib/search/site-search';

const entry = (id: SearchEntry['id'], title: string, description: string, keywords: string[] = []): SearchEntry => ({
  id,
  title,
  description,
  keywords,
  path: `/${id}`,
  category: 'Test',
});

const entries = [
  entry('notice', 'Notice Board', 'Exam and admission notices', ['circular']),
  entry('admission', 'Online Admission', 'Apply now', ['apply']),
  entry('admissionProspectus', 'প্রসপেক্টাস', '২০২৫ শিক্ষাবর্ষের প্রসপেক্টাস', ['prospectus', 'ভর্তি']),
  entry('facilitiesLibrary', 'Library', 'Books for the 2025 session'),
];

describe('site search', () => {
  it('searches exactly 24 pages', () => {
    expect(SEARCHABLE_PAGES).toHaveLength(24);
    expect(new Set(SEARCHABLE_PAGES).size).toBe(24);
  });

  it('matches title, description and keywords case-insensitively, title matches first', () => {
    expect(searchPages(entries, 'ADMISSION').map((e) => e.id)).toEqual(['admission', 'notice']);
    expect(searchPages(entries, 'circular').map((e) => e.id)).toEqual(['notice']);
    expect(searchPages(entries, 'apply').map((e) => e.id)).toEqual(['admission']);
  });

  it("finds a page by a technology it lists after every other match, the programme page first", () => {
    const withTechnologies = [
      { ...entry('facilitiesFaculty', 'Faculty Members', 'Teachers by department'), technologies: ['Civil Technology'] },
      { ...entry('admission', 'Online Admission', 'Apply now'), technologies: ['Civil Technology'] },
      { ...entry('programsDiploma', 'Diploma in Engineering', 'Four-year programmes'), technologies: ['Civil Technology'] },
      entry('admissionTuitionFees', 'Tuition Fees', 'Fees for every technology'),
    ];
    expect(searchPages(withTechnologies, 'civil').map((e) => e.id)).toEqual(['programsDiploma', 'admission', 'facilitiesFaculty']);
    expect(searchPages(withTechnologies, 'technology').map((e) => e.id)).toEqual([
      'admissionTuitionFees',
      'programsDiploma',
      'admission',
      'facilitiesFaculty',
    ]);
  });

  it('finds nothing for an empty or blank query, and for no match', () => {
    expect(searchPages(entries, '')).toEqual([]);
    expect(searchPages(entries, '   ')).toEqual([]);
    expect(searchPages(entries, 'zebra')).toEqual([]);
  });

  it('finds Bengali entries with a Bengali query', () => {
    expect(searchPages(entries, 'প্রসপে').map((e) => e.id)).toEqual(['admissionProspectus']);
    expect(searchPages(entries, 'ভর্তি').map((e) => e.id)).toEqual(['admissionProspectus']);
  });

  it('treats Bengali and ASCII digits as the same', () => {
    expect(normalize('২০২৫')).toBe('2025');
    expect(searchPages(entries, '২০২৫').map((e) => e.id)).toEqual(['admissionProspectus', 'facilitiesLibrary']);
    expect(searchPages(entries, '2025').map((e) => e.id)).toEqual(['admissionProspectus', 'facilitiesLibrary']);
  });

  it("reads the search page's ?q= whatever the address holds", () => {
    expect(queryParam(undefined)).toBe('');
    expect(queryParam('fees')).toBe('fees');
    expect(queryParam(['fees', 'other'])).toBe('fees');
    expect(queryParam([])).toBe('');
    expect(queryParam('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(queryParam('ab\u0000cd\u001b')).toBe('ab cd ');
  });
});
