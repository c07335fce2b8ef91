import { MAX_QUERY_LENGTH, SEARCHABLE_PAGES, normalize, queryParam, searchPages, suggestQuery, type SearchEntry } from '@/lib/search/site-search';

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
    // A slip in a technology's name: the same pages in the same order, after every other match.
    expect(searchPages(withTechnologies, 'civl').map((e) => e.id)).toEqual(['programsDiploma', 'admission', 'facilitiesFaculty']);
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

  it('folds the Bengali spellings readers mix up', () => {
    expect(normalize('ভর্তী')).toBe(normalize('ভর্তি'));
    expect(normalize('পূর্ণ')).toBe(normalize('পুর্ন'));
    expect(normalize('শিক্ষা')).toBe(normalize('সিক্সা'));
    // য় typed as one letter or as য and the nukta; chandrabindu and joiners left out.
    expect(normalize('\u09df')).toBe(normalize('\u09af\u09bc'));
    expect(normalize('চাঁদ')).toBe('চাদ');
    expect(normalize('র\u200dযাব')).toBe('রযাব');
    expect(searchPages(entries, 'ভর্তী').map((e) => e.id)).toEqual(['admissionProspectus']);
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

describe('site search forgiving typing slips', () => {
  const pages = [
    entry('admission', 'Online Admission Application', 'Apply online', ['apply', 'form']),
    entry('admissionTuitionFees', 'Tuition Fees', 'What each semester costs', ['fees', 'payment', 'admission']),
    entry('admissionScholarship', 'Scholarship & Tuition Calculator', 'Waivers', ['waiver', 'admission']),
    entry('contact', 'Contact Us', 'Phone and address', ['e-mail', 'forum']),
    entry('admissionProspectus', 'Prospectus', 'The 2025 prospectus', ['2025', 'brochure']),
  ];
  const ids = (query: string) => searchPages(pages, query).map((e) => e.id);

  it('finds a page by a near word of its title or keywords', () => {
    expect(ids('admision')).toEqual(['admission', 'admissionTuitionFees', 'admissionScholarship']);
    expect(ids('scholarshp')).toEqual(['admissionScholarship']);
    expect(ids('brochre')).toEqual(['admissionProspectus']);
    // Every word of the query, in any order; a hyphenated keyword also as one word.
    expect(ids('tution fees')).toEqual(['admissionTuitionFees']);
    expect(ids('fees tuition')).toEqual(['admissionTuitionFees']);
    expect(ids('email')).toEqual(['contact']);
  });

  it('forgives a slip in the beginning of a word still being typed', () => {
    expect(ids('admisi')).toEqual(['admission', 'admissionTuitionFees', 'admissionScholarship']);
    expect(ids('scol')).toEqual(['admissionScholarship']);
  });

  it('ranks exact and prefix matches above near ones, titles above keywords, fewer slips first', () => {
    // "form" is a keyword of the admission page, one slip from "forum" of the contact page.
    expect(ids('form')).toEqual(['admission', 'contact']);
    // "Tuition" is in two titles exactly; near: none.
    expect(ids('tuition')).toEqual(['admissionTuitionFees', 'admissionScholarship']);
    const near = [
      entry('admissionTuitionFees', 'Tuition Fees', '', ['paymants']),
      entry('admissionScholarship', 'Payment Calculator', ''),
      entry('contact', 'Contact Us', ''),
    ];
    // One slip from a word of the scholarship page's title and from the fees page's keyword.
    expect(searchPages(near, 'paymnt').map((e) => e.id)).toEqual(['admissionScholarship', 'admissionTuitionFees']);
    // One slip from the keyword, two from the title's word.
    expect(searchPages(near, 'paymnts').map((e) => e.id)).toEqual(['admissionTuitionFees', 'admissionScholarship']);
  });

  it('forgives nothing in a query of up to three letters, nor in a number', () => {
    expect(ids('fes')).toEqual([]);
    expect(ids('ab')).toEqual([]);
    expect(ids('2024')).toEqual([]);
    expect(ids('২০২৫')).toEqual(['admissionProspectus']);
  });

  it('offers the nearest title or keyword for a query that finds nothing, as written, titles first', () => {
    expect(ids('tution fes')).toEqual([]);
    expect(suggestQuery(pages, 'tution fes')).toBe('Tuition Fees');
    // "fees" is a keyword and a word of a title: the title's spelling is offered.
    expect(suggestQuery(pages, 'fes')).toBe('Fees');
    expect(suggestQuery(pages, 'brchre')).toBe('brochure');
    // What it offers finds pages.
    expect(ids(suggestQuery(pages, 'brchre')!)).toEqual(['admissionProspectus']);
  });

  it('offers nothing far off, too short, or a number', () => {
    expect(suggestQuery(pages, 'zzqx')).toBe(null);
    expect(suggestQuery(pages, 'fe')).toBe(null);
    expect(suggestQuery(pages, '2024')).toBe(null);
    expect(suggestQuery(pages, '')).toBe(null);
  });
});
