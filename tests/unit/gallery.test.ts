import {
  availableTabs,
  departmentOptions,
  galleryList,
  departmentsOf,
  filterByDepartment,
  galleryQueryString,
  galleryView,
  initialGalleryState,
  parseGalleryQuery,
  selectDepartment,
  selectPage,
  selectTab,
  type GalleryState,
} from '@/lib/lists/gallery';

const people = [
  { id: 1, department: 'Civil Technology' },
  { id: 2, department: 'Computer Science and Technology' },
  { id: 3, department: 'Civil Technology' },
  { id: 4, department: 'Architecture and Interior Design Technology' },
  { id: 5, department: 'Computer Science and Technology' },
  { id: 6, department: 'Civil Technology' },
  { id: 7, department: 'Civil Technology' },
  { id: 8, department: 'Computer Science and Technology' },
];
const tabs = availableTabs(3);

describe('tabs', () => {
  it('show videos only when there are video stories', () => {
    expect(availableTabs(3)).toEqual(['top-performers', 'success-stories', 'video-stories']);
    expect(availableTabs(0)).toEqual(['top-performers', 'success-stories']);
  });

  it('start on top performers, all departments, page 1', () => {
    expect(initialGalleryState(tabs)).toEqual({ tab: 'top-performers', department: '', page: 1 });
  });
});

describe('state changes', () => {
  const deep: GalleryState = { tab: 'top-performers', department: 'Civil Technology', page: 2 };

  it('changing the tab resets the page and the department filter', () => {
    expect(selectTab(deep, 'success-stories')).toEqual({ tab: 'success-stories', department: '', page: 1 });
  });

  it('choosing the tab already open changes nothing', () => {
    expect(selectTab(deep, 'top-performers')).toBe(deep);
  });

  it('changing the department resets the page', () => {
    expect(selectDepartment(deep, 'Computer Science and Technology')).toEqual({
      tab: 'top-performers',
      department: 'Computer Science and Technology',
      page: 1,
    });
    expect(selectDepartment(deep, '')).toEqual({ tab: 'top-performers', department: '', page: 1 });
  });

  it('changing the page keeps the tab and filter and clamps the page', () => {
    expect(selectPage(deep, 3, 2)).toEqual({ ...deep, page: 2 });
    expect(selectPage(deep, 0, 2)).toEqual({ ...deep, page: 1 });
  });
});

describe('departments', () => {
  it('are the distinct departments of the list, in alphabetical order', () => {
    expect(departmentsOf(people)).toEqual([
      'Architecture and Interior Design Technology',
      'Civil Technology',
      'Computer Science and Technology',
    ]);
    expect(departmentsOf([])).toEqual([]);
  });

  it('include a department chosen by a shared link even when the list has none of it', () => {
    const sorted = galleryList(people, 'en').departments;
    expect(sorted).toEqual(departmentsOf(people));
    expect(departmentOptions(sorted, 'Marine Technology')).toEqual([...departmentsOf(people), 'Marine Technology']);
    expect(departmentOptions(sorted, 'Civil Technology')).toEqual(sorted);
    expect(departmentOptions(sorted, '')).toHaveLength(3);
  });

  it('filter the list', () => {
    expect(filterByDepartment(people, 'Civil Technology').map((p) => p.id)).toEqual([1, 3, 6, 7]);
    expect(filterByDepartment(people, '')).toHaveLength(8);
  });
});

describe('galleryView', () => {
  it("pages 6 at a time with the positions for 'Showing X-Y of N results'", () => {
    expect(galleryView(people, { tab: 'top-performers', department: '', page: 2 })).toMatchObject({
      page: 2,
      pageCount: 2,
      from: 7,
      to: 8,
      total: 8,
    });
    expect(galleryView(people, { tab: 'top-performers', department: 'Civil Technology', page: 5 })).toMatchObject({
      page: 1,
      pageCount: 1,
      from: 1,
      to: 4,
      total: 4,
    });
  });
});

describe('query string', () => {
  it('round-trips a state and leaves out the defaults', () => {
    const state: GalleryState = { tab: 'success-stories', department: 'Civil Technology', page: 2 };
    const text = galleryQueryString(state, tabs);
    expect(parseGalleryQuery(new URLSearchParams(text), tabs)).toEqual(state);
    expect(galleryQueryString(initialGalleryState(tabs), tabs)).toBe('');
  });

  it('ignores a tab that is not shown', () => {
    expect(parseGalleryQuery(new URLSearchParams('tab=video-stories'), availableTabs(0)).tab).toBe('top-performers');
    expect(parseGalleryQuery(new URLSearchParams('tab=nonsense&page=x'), tabs)).toEqual(initialGalleryState(tabs));
  });
});
