import {
  filterNotices,
  noticeQueryString,
  noticeView,
  parseNoticeQuery,
  sortNotices,
  DEFAULT_NOTICE_QUERY,
} from '@/lib/lists/notices';

const notices = [
  { id: 1, title: 'Mid-term examination schedule', publicDate: '2025-01-05' },
  { id: 2, title: 'Campus closed for a public holiday', publicDate: null },
  { id: 3, title: 'Result of the final EXAMINATION', publicDate: '2025-03-10' },
  { id: 4, title: 'মিড-টার্ম পরীক্ষার সময়সূচি', publicDate: '2024-12-01' },
  { id: 5, title: 'Library card renewal', publicDate: '2025-03-10' },
];
const ids = (list: { id: number }[]) => list.map((n) => n.id);

describe('filterNotices', () => {
  it('matches a substring of the title whatever its case', () => {
    expect(ids(filterNotices(notices, 'examination'))).toEqual([1, 3]);
    expect(ids(filterNotices(notices, 'EXAM'))).toEqual([1, 3]);
    expect(ids(filterNotices(notices, '  holiday '))).toEqual([2]);
  });

  it('matches Bengali titles', () => {
    expect(ids(filterNotices(notices, 'পরীক্ষা'))).toEqual([4]);
  });

  it('matches digits whichever script they are typed or written in', () => {
    const dated = [
      { id: 6, title: '২০২৬ সালের ভর্তি বিজ্ঞপ্তি', publicDate: null },
      { id: 7, title: 'Admission 2026', publicDate: null },
    ];
    expect(ids(filterNotices(dated, '2026'))).toEqual([6, 7]);
    expect(ids(filterNotices(dated, '২০২৬'))).toEqual([6, 7]);
  });

  it('keeps every notice for an empty search and none for a miss', () => {
    expect(filterNotices(notices, '')).toHaveLength(5);
    expect(filterNotices(notices, '   ')).toHaveLength(5);
    expect(filterNotices(notices, 'no such notice')).toEqual([]);
  });
});

describe('sortNotices', () => {
  it('puts the newest first by default, a missing date last', () => {
    expect(ids(sortNotices(notices, 'newest'))).toEqual([3, 5, 1, 4, 2]);
  });

  it('puts the oldest first, a missing date counting as the oldest', () => {
    expect(ids(sortNotices(notices, 'oldest'))).toEqual([2, 4, 1, 3, 5]);
  });

  it('does not change the list it was given', () => {
    const copy = [...notices];
    sortNotices(notices, 'oldest');
    expect(notices).toEqual(copy);
  });
});

describe('noticeView', () => {
  const many = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    title: i % 2 ? `Odd notice ${i + 1}` : `Even notice ${i + 1}`,
    publicDate: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

  it('shows 20 notices a page and clamps the page', () => {
    expect(noticeView(many, { q: '', sort: 'newest', page: 1 })).toMatchObject({ total: 45, page: 1, pageCount: 3 });
    expect(noticeView(many, { q: '', sort: 'newest', page: 1 }).items).toHaveLength(20);
    const last = noticeView(many, { q: '', sort: 'newest', page: 7 });
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(5);
  });

  it('searches before paging', () => {
    const odd = noticeView(many, { q: 'odd', sort: 'newest', page: 2 });
    expect(odd.total).toBe(22);
    expect(odd.pageCount).toBe(2);
    expect(odd.items).toHaveLength(2);
  });

  it('answers an empty page 1 when nothing matches', () => {
    expect(noticeView(many, { q: 'zzz', sort: 'newest', page: 3 })).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('query string', () => {
  it('reads the search, sort and page', () => {
    expect(parseNoticeQuery(new URLSearchParams('q=exam&sort=oldest&page=2'))).toEqual({ q: 'exam', sort: 'oldest', page: 2 });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseNoticeQuery(new URLSearchParams(''))).toEqual(DEFAULT_NOTICE_QUERY);
    expect(parseNoticeQuery(new URLSearchParams('sort=random&page=-2'))).toEqual(DEFAULT_NOTICE_QUERY);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(noticeQueryString(DEFAULT_NOTICE_QUERY)).toBe('');
    const query = { q: 'class routine', sort: 'oldest' as const, page: 3 };
    const text = noticeQueryString(query);
    expect(text).toBe('q=class+routine&sort=oldest&page=3');
    expect(parseNoticeQuery(new URLSearchParams(text))).toEqual(query);
  });
});
