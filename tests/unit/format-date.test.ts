import { dayAndMonth, formatLongDate, formatShortDate } from '@/lib/format/date';

describe('date formats', () => {
  it('writes notice dates like "Jan 5, 2025" and in Bengali with Bengali digits', () => {
    expect(formatShortDate('2025-01-05', 'en')).toBe('Jan 5, 2025');
    const bn = formatShortDate('2025-01-05', 'bn');
    expect(bn).toContain('৫');
    expect(bn).toContain('২০২৫');
    expect(bn).toMatch(/জানু/);
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

  it('abbreviates every Bengali month on an event badge as the notice cards do', () => {
    expect(dayAndMonth('2026-11-29', 'bn')).toEqual({ day: '২৯', month: 'নভে' });
    expect(dayAndMonth('2026-12-06', 'bn')).toEqual({ day: '৬', month: 'ডিসে' });
    for (const month of ['01', '04', '07', '08', '09', '10', '11', '12']) {
      const badge = dayAndMonth(`2026-${month}-15`, 'bn').month;
      expect(formatShortDate(`2026-${month}-15`, 'bn')).toContain(` ${badge},`);
    }
    expect(dayAndMonth(null, 'bn')).toEqual({ day: '', month: '' });
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatShortDate(null, 'en')).toBe('');
    expect(formatShortDate('05/01/2025', 'en')).toBe('');
    expect(formatLongDate('2025-13-45', 'en')).toBe('');
  });
});
