import { NAV, ROUTES, SEARCH_PATH, isKnownPath, departmentDetailsPath, jobDetailsPath, idRouteOf, parseId } from '@/lib/site/routes';
import en from '@/messages/en.json';

describe('the site map', () => {
  it('knows every route of the spec, the search page, and nothing else', () => {
    for (const path of Object.values(ROUTES)) expect(isKnownPath(path)).toBe(true);
    expect(isKnownPath('/admission/')).toBe(true);
    expect(isKnownPath(SEARCH_PATH)).toBe(true);
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/admission/nope')).toBe(false);
    expect(isKnownPath('/notice/extra/segments')).toBe(false);
  });

  it('accepts department details with exactly one id segment', () => {
    expect(isKnownPath(departmentDetailsPath(7))).toBe(true);
    expect(isKnownPath('/department-details/')).toBe(false);
    expect(isKnownPath('/department-details/7/more')).toBe(false);
    expect(isKnownPath('/department-details/no-such-department')).toBe(true);
    expect(isKnownPath('/department-details/%25')).toBe(false);
    expect(isKnownPath(`/department-details/${'9'.repeat(65)}`)).toBe(false);
  });

  it('accepts a job’s page under the jobs board, with exactly one id segment', () => {
    expect(jobDetailsPath(12)).toBe('/career/jobs-board/12');
    expect(isKnownPath(jobDetailsPath(12))).toBe(true);
    expect(isKnownPath('/career/jobs-board/12/')).toBe(true);
    expect(isKnownPath('/career/jobs-board/12/apply')).toBe(false);
    expect(isKnownPath('/career/jobs-board/%25')).toBe(false);
  });

  it('names the kind and id of a path under an id route, and reads ids as whole numbers only', () => {
    expect(idRouteOf('/department-details/7')).toEqual({ kind: 'department', prefix: '/department-details/', id: '7' });
    expect(idRouteOf('/career/jobs-board/12')).toEqual({ kind: 'job', prefix: '/career/jobs-board/', id: '12' });
    expect(idRouteOf('/career/jobs-board')).toBeNull();
    expect(idRouteOf('/notice')).toBeNull();
    expect([parseId('12'), parseId('0'), parseId('unknown'), parseId('1e3'), parseId('1234567890')]).toEqual([12, 0, null, null, null]);
  });

  it('puts every route except home, details and the department notice in the menu, in the spec order', () => {
    expect(NAV.map((entry) => entry.key)).toEqual([
      'admission',
      'programs',
      'facilities',
      'career',
      'notice',
      'about',
      'contact',
    ]);
    const inMenu = new Set(NAV.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry.key])));
    const outside = Object.keys(ROUTES).filter((key) => !inMenu.has(key as keyof typeof ROUTES));
    expect(outside.sort()).toEqual(['departmentArchitecture', 'home']);
  });
});

describe('a route', () => {
  it('has its title and description (pages.*) and its menu name (nav.items.*) in the messages', () => {
    const pages = en.pages as Record<string, { title?: string; description?: string }>;
    const items = en.nav.items as Record<string, string>;
    for (const key of Object.keys(ROUTES)) {
      expect([key, pages[key]?.title, pages[key]?.description].every(Boolean) ? key : `${key}: no pages.${key}`).toBe(key);
      expect(items[key] ? key : `${key}: no nav.items.${key}`).toBe(key);
    }
  });
});
