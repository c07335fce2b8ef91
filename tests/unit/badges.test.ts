import { isClosed, isNew } from '@/lib/lists/badges';
import { orderJobs } from '@/lib/lists/jobs';

describe('isNew', () => {
  it('is true only on the day of publication', () => {
    expect(isNew('2025-01-05', '2025-01-05')).toBe(true);
    expect(isNew('2025-01-04', '2025-01-05')).toBe(false);
    expect(isNew('2025-01-06', '2025-01-05')).toBe(false);
    expect(isNew(null, '2025-01-05')).toBe(false);
  });

  it("follows the day the caller says it is (today in Dhaka), not the machine's clock", () => {
    // 20:30 UTC on 4 January is already 5 January in Dhaka (UTC+6).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date('2025-01-04T20:30:00Z'));
    expect(today).toBe('2025-01-05');
    expect(isNew('2025-01-05', today)).toBe(true);
    expect(isNew('2025-01-04', today)).toBe(false);
  });
});

describe('isClosed', () => {
  it('closes a job the day after its deadline', () => {
    expect(isClosed('2025-01-05', '2025-01-05')).toBe(false);
    expect(isClosed('2025-01-05', '2025-01-06')).toBe(true);
    expect(isClosed('2025-02-01', '2025-01-06')).toBe(false);
    expect(isClosed(null, '2025-01-06')).toBe(false);
  });
});

describe('orderJobs', () => {
  it('lists open jobs first, newest posting first, then the closed ones', () => {
    const jobs = [
      { id: 1, publicDate: '2025-01-01', deadline: '2025-01-03' },
      { id: 2, publicDate: '2025-01-02', deadline: '2025-02-01' },
      { id: 3, publicDate: '2025-01-04', deadline: null },
      { id: 4, publicDate: '2024-12-20', deadline: '2024-12-31' },
      { id: 5, publicDate: null, deadline: '2025-03-01' },
    ];
    expect(orderJobs(jobs, '2025-01-05').map((j) => j.id)).toEqual([3, 2, 5, 1, 4]);
  });
});
