import { clampPage, pageCount, pageItems, pageRange, pageSlice, parsePage, type PageItem } from '@/lib/lists/pagination';

/** Page items as text: numbers and '…', the way a visitor reads the bar. */
function shown(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('pageCount', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(0, 6)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page between the first and the last', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('parsePage', () => {
  it('reads whole numbers from the query string and falls back to 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('two')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('0')).toBe(1);
  });

  it('reads a page number copied with the sentence’s punctuation after it', () => {
    expect([parsePage('2.'), parsePage('3),'), parsePage('২।'), parsePage('2..5')]).toEqual([2, 3, 2, 1]);
    // The same marks an unknown address drops (lib/site/page-meant-by.ts): a Bengali double stop, a closing guillemet.
    expect([parsePage('4॥'), parsePage('5»'), parsePage('6; ')]).toEqual([4, 5, 6]);
  });

  it('reads a page number in Bengali digits', () => {
    expect(parsePage('৩')).toBe(3);
    expect(parsePage('১২')).toBe(12);
    expect(parsePage('৩a')).toBe(1);
  });
});

describe('pageSlice and pageRange', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts the current page out of the list', () => {
    expect(pageSlice(items, 1, 20)).toEqual(items.slice(0, 20));
    expect(pageSlice(items, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it("gives the positions for 'Showing X-Y of N'", () => {
    expect(pageRange(1, 6, 16)).toEqual({ from: 1, to: 6, total: 16 });
    expect(pageRange(3, 6, 16)).toEqual({ from: 13, to: 16, total: 16 });
    expect(pageRange(1, 6, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(shown(pageItems(1, 3))).toBe('1 2 3');
    expect(shown(pageItems(3, 3))).toBe('1 2 3');
    expect(shown(pageItems(2, 2))).toBe('1 2');
  });

  it('shows the first page, an ellipsis, the neighbours, an ellipsis and the last page', () => {
    expect(shown(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(pageItems(1, 10))).toBe('1 2 … 10');
    expect(shown(pageItems(10, 10))).toBe('1 … 9 10');
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(shown(pageItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageItems(7, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('clamps a current page outside the range', () => {
    expect(shown(pageItems(99, 10))).toBe('1 … 9 10');
  });
});
