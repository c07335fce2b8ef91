import { localNumber } from '@/lib/format/number';
import { fill } from '@/lib/i18n/fill';
import { localizeDigits } from '@/lib/format/digits';

describe('list text helpers', () => {
  it('fill placeholders, numbers in the page digits', () => {
    expect(fill('Showing {from}-{to} of {total} results', { from: 1, to: 6, total: 16 }, 'en')).toBe('Showing 1-6 of 16 results');
    expect(fill('মোট {total}টি ফলাফলের মধ্যে {from}-{to}', { from: 7, to: 12, total: 16 }, 'bn')).toBe('মোট ১৬টি ফলাফলের মধ্যে ৭-১২');
    expect(fill('No {department} stories', { department: 'Civil Technology' }, 'en')).toBe('No Civil Technology stories');
  });

  it('leave unknown placeholders as they are', () => {
    expect(fill('Page {page} of {count}', { page: 2 }, 'en')).toBe('Page 2 of {count}');
  });

  it('write numbers and digits in a text in Bengali on Bengali pages', () => {
    expect(localNumber(1234, 'bn')).toBe('১,২৩৪');
    expect(localNumber(1234, 'en')).toBe('1,234');
    expect(localizeDigits('2020-21', 'bn')).toBe('২০২০-২১');
    expect(localizeDigits('2020-21', 'en')).toBe('2020-21');
  });
});
