import { departmentAliases, resolveDepartment } from '@/lib/lists/department-aliases';

const english = [
  { id: 1, department: 'Civil Technology' },
  { id: 2, department: 'Computer Science and Technology ' },
  { id: 3, department: 'Civil Technology' },
  { id: 4, department: '' },
];
const bengali = [
  { id: 3, department: 'সিভিল টেকনোলজি' },
  { id: 2, department: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি' },
  { id: 1, department: 'সিভিল টেকনোলজি' },
  { id: 4, department: '' },
  { id: 9, department: 'মেরিন টেকনোলজি' },
];

describe('departmentAliases', () => {
  it("maps the other language's names to this language's through the rows' ids", () => {
    expect(departmentAliases([[bengali, english]])).toEqual({
      'Civil Technology': 'সিভিল টেকনোলজি',
      'Computer Science and Technology': 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি',
    });
    expect(departmentAliases([[english, bengali]])).toEqual({
      'সিভিল টেকনোলজি': 'Civil Technology',
      'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি': 'Computer Science and Technology',
    });
  });

  it('leaves out a name both languages use, a row only one language has, and a second pairing that disagrees', () => {
    const here = [
      { id: 1, department: 'ICT' },
      { id: 2, department: 'সিভিল' },
      { id: 3, department: 'মেরিন' },
    ];
    const there = [
      { id: 1, department: 'ICT' },
      { id: 2, department: 'Civil' },
      { id: 3, department: 'Civil' },
      { id: 7, department: 'Power' },
    ];
    expect(departmentAliases([[here, there]])).toEqual({ Civil: 'সিভিল' });
  });

  it("pairs each list's rows only with the same list's, and never makes a name another list uses an alias", () => {
    // Ids are per list: top performer 1 and success story 1 are different people.
    const top = { here: [{ id: 1, department: 'আইসিটি' }], there: [{ id: 1, department: 'ICT' }] };
    const stories = { here: [{ id: 1, department: 'সিভিল' }], there: [{ id: 1, department: 'Civil' }] };
    // A list whose Bengali rows themselves say 'ICT': on this page 'ICT' is a department, not an alias.
    const videos = { here: [{ id: 5, department: 'ICT' }], there: [{ id: 5, department: 'ICT' }] };
    const lists = [top, stories, videos].map(({ here, there }) => [here, there] as const);
    expect(departmentAliases(lists)).toEqual({ Civil: 'সিভিল' });
    expect(departmentAliases(lists.slice(0, 2))).toEqual({ ICT: 'আইসিটি', Civil: 'সিভিল' });
  });
});

describe('resolveDepartment', () => {
  const aliases = { 'Civil Technology': 'সিভিল টেকনোলজি' };
  it("translates the other language's name and keeps any other text as it is", () => {
    expect(resolveDepartment('Civil Technology', aliases)).toBe('সিভিল টেকনোলজি');
    expect(resolveDepartment('সিভিল টেকনোলজি', aliases)).toBe('সিভিল টেকনোলজি');
    expect(resolveDepartment('Astrology', aliases)).toBe('Astrology');
    // Not an inherited property of the record.
    expect(resolveDepartment('constructor', aliases)).toBe('constructor');
  });

  it('trims the name, and reads no parameter as none', () => {
    expect(resolveDepartment('  Civil Technology ', aliases)).toBe('সিভিল টেকনোলজি');
    expect(resolveDepartment(null, aliases)).toBe('');
  });
});
