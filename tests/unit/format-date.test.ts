import { dayAndMonth, formatLongDate, formatShortDate } from '@/lib/format/date';

describe('date formats', () => {
  it('writes notice dates like "Jan 5, 2025", and in Bengali with the month in full and Bengali digits', () => {
    expect(formatShortDate('2025-01-05', 'en')).toBe('Jan 5, 2025');
    expect(formatShortDate('2025-01-05', 'bn')).toBe('৫ জানুয়ারি, ২০২৫');
    expect(formatShortDate('2026-08-15', 'bn')).toBe('১৫ আগস্ট, ২০২৬');
  });

  it('writes magazine dates in the long US format, and in Bengali', () => {
    expect(formatLongDate('2024-12-31', 'en')).toBe('December 31, 2024');
    expect(formatLongDate('2024-12-31', 'bn')).toMatch(/৩১ ডিসেম্বর, ২০২৪/);
  });

  it('never moves a date across midnight, whatever the server time zone', () => {
    // 2025-03-01 at noon in Dhaka is still 1 March everywhere from UTC-11 to UTC+11.
    expect(formatShortDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(dayAndMonth('2025-03-01', 'en')).toEqual({ day: '1', month: 'Mar' });
  });

  it('writes Bengali months on an event badge in full, as readers know them (CLDR abbreviates আগ, সেপ)', () => {
    expect(dayAndMonth('2026-11-29', 'bn')).toEqual({ day: '২৯', month: 'নভেম্বর' });
    expect(dayAndMonth('2026-12-06', 'bn')).toEqual({ day: '৬', month: 'ডিসেম্বর' });
    expect(dayAndMonth('2026-09-20', 'bn')).toEqual({ day: '২০', month: 'সেপ্টেম্বর' });
    expect(dayAndMonth('2026-02-03', 'bn')).toEqual({ day: '৩', month: 'ফেব্রুয়ারি' });
    expect(dayAndMonth('2026-01-15', 'bn')).toEqual({ day: '১৫', month: 'জানুয়ারি' });
    expect(dayAndMonth(null, 'bn')).toEqual({ day: '', month: '' });
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatShortDate(null, 'en')).toBe('');
    expect(formatShortDate('05/01/2025', 'en')).toBe('');
    expect(formatLongDate('2025-13-45', 'en')).toBe('');
  });
});
