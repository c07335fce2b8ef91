import { showingLine } from '@/lib/lists/showing-line';

const notices = { many: 'Showing {from}-{to} of {total} notices', one: 'Showing 1 notice', single: 'Showing notice {from} of {total}' };
const faculty = { many: 'Showing {count} of {total} faculty members', one: 'Showing 1 faculty member' };

describe('a list’s count line', () => {
  it('agrees with the number of items, in the page’s digits', () => {
    expect(showingLine(notices, { from: 21, to: 40, total: 45 }, 'en')).toBe('Showing 21-40 of 45 notices');
    expect(showingLine(notices, { from: 1, to: 1, total: 1 }, 'en')).toBe('Showing 1 notice');
    // A last page of one.
    expect(showingLine(notices, { from: 21, to: 21, total: 21 }, 'en')).toBe('Showing notice 21 of 21');
    expect(showingLine({ ...notices, single: 'মোট {total}টি নোটিশের মধ্যে {from} নম্বর নোটিশটি দেখানো হচ্ছে' }, { from: 21, to: 21, total: 21 }, 'bn')).toBe(
      'মোট ২১টি নোটিশের মধ্যে ২১ নম্বর নোটিশটি দেখানো হচ্ছে',
    );
  });

  it('a list without pages has no page form: one shown of many is still the plural line', () => {
    expect(showingLine(faculty, { count: 1, total: 28 }, 'en')).toBe('Showing 1 of 28 faculty members');
    expect(showingLine(faculty, { count: 1, total: 1 }, 'en')).toBe('Showing 1 faculty member');
  });
});
