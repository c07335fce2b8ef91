import { MAX_PRERENDERED_PAGE, laterPage, laterPageParams, prerenderedPageOf, prerenderedPagePath } from '@/lib/lists/prerendered-pages';

const query = (search: string) => new URLSearchParams(search);

describe('the later pages of a list, drawn by the server', () => {
  it('are asked for by ?page= alone, on the notice board, the jobs board and the gallery’s first tab', () => {
    expect(prerenderedPageOf('/notice', query('page=2'))).toBe(2);
    expect(prerenderedPageOf('/career/jobs-board', query('page=3'))).toBe(3);
    expect(prerenderedPageOf('/gallery', query('page=2'))).toBe(2);
    // Typed on a Bengali keyboard, and beside a campaign's parameters, which no list reads.
    expect(prerenderedPageOf('/notice', query('page=%E0%A7%A8'))).toBe(2);
    expect(prerenderedPageOf('/notice', query('utm_source=facebook&page=2'))).toBe(2);
    // Copied out of a sentence, full stop and all.
    expect(prerenderedPageOf('/notice', query('page=2.'))).toBe(2);
    expect(prerenderedPagePath('/notice', 2)).toBe('/notice/pages/2');
  });

  it('are left to the script when the list has more state than its page, and for the first page', () => {
    for (const search of ['page=2&q=exam', 'sort=oldest&page=2', 'page=1', 'page=', 'page=x', 'q=exam', '']) {
      expect([search, prerenderedPageOf('/notice', query(search))]).toEqual([search, null]);
    }
    expect(prerenderedPageOf('/admission', query('page=2'))).toBeNull();
    expect(prerenderedPageOf('/gallery', query('tab=success-stories&page=2'))).toBeNull();
    expect(prerenderedPageOf('/gallery', query('dept=Civil&page=2'))).toBeNull();
    expect(prerenderedPageOf('/notice', query(`page=${MAX_PRERENDERED_PAGE + 1}`))).toBeNull();
    expect(prerenderedPageOf('/notice', query(`page=${MAX_PRERENDERED_PAGE}`))).toBe(MAX_PRERENDERED_PAGE);
  });

  it('are prerendered from page 2 to the last page the list has when it is built', () => {
    expect(laterPageParams(52, 20)).toEqual([{ page: '2' }, { page: '3' }]);
    // Next needs one page to prerender; a list of one page still gets page 2 (it shows the first).
    expect(laterPageParams(5, 20)).toEqual([{ page: '2' }]);
    expect(laterPageParams(0, 20)).toEqual([{ page: '2' }]);
    expect(laterPageParams(10_000, 6)).toHaveLength(MAX_PRERENDERED_PAGE - 1);
  });

  it('show the page asked for, or the last there is, and keep the one asked for as the list’s state', () => {
    expect(laterPage('2', 52, 20)).toEqual({ asked: 2, shown: 2 });
    expect(laterPage('7', 52, 20)).toEqual({ asked: 7, shown: 3 });
    expect(laterPage('999', 10_000, 6)).toEqual({ asked: MAX_PRERENDERED_PAGE, shown: MAX_PRERENDERED_PAGE });
  });
});
