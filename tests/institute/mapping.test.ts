/**
 * The pure pieces: resolving paths to URLs, reading dates, choosing the language, upcoming events.
 */
import { eventDate, upcomingEvents } from '@/lib/institute/events';
import { requestedLocale } from '@/lib/institute/language';
import { MAPPERS, documentLanguage, resolveAssetUrl, toIsoDate } from '@/lib/institute/map';
import type { InstituteEvent } from '@/lib/institute/types';

describe('resolveAssetUrl', () => {
  it.each([
    ['media/a.jpg', 'https://erp.example.edu/', 'https://erp.example.edu/media/a.jpg'],
    ['/media/a.jpg', 'https://erp.example.edu', 'https://erp.example.edu/media/a.jpg'],
    ['media/a b.jpg', 'https://erp.example.edu/', 'https://erp.example.edu/media/a%20b.jpg'],
    ['/media/a.jpg', 'https://example.edu/erp/', 'https://example.edu/erp/media/a.jpg'],
    ['https://cdn.example.org/x.png', 'https://erp.example.edu/', 'https://cdn.example.org/x.png'],
    ['//cdn.example.org/x.png', 'http://erp.example.edu/', 'http://cdn.example.org/x.png'],
    ['images/demo/x.webp', null, '/images/demo/x.webp'],
    ['/files/n.pdf?v=2', null, '/files/n.pdf?v=2'],
  ])('%s on %s is %s', (path, base, url) => {
    expect(resolveAssetUrl(path, base)).toBe(url);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://x/y',
    // What the URL parser turns into a scheme: tabs and newlines inside it, a control character before it.
    'java\tscript:alert(1)',
    'da\nta:text/html,<script>alert(1)</script>',
    '\u0001javascript:alert(1)',
  ])(
    'refuses %p',
    (path) => {
      expect(resolveAssetUrl(path, 'https://erp.example.edu/')).toBeNull();
      expect(resolveAssetUrl(path, null)).toBeNull();
    },
  );
});

describe('toIsoDate', () => {
  it.each([
    ['2025-01-05', '2025-01-05'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2025-02-29', null],
    ['2025-13-01', null],
    ['05/01/2025', null],
    ['soon', null],
    ['', null],
    [null, null],
    // 20:30 UTC on the 4th is already the 5th in Dhaka (UTC+6).
    ['2025-01-04T20:30:00Z', '2025-01-05'],
    ['2025-01-05T10:00:00+06:00', '2025-01-05'],
  ])('%p reads as %p', (text, date) => {
    expect(toIsoDate(text)).toBe(date);
  });
});

describe('requestedLocale', () => {
  it.each([
    ['bn', null, 'bn'],
    ['bn-BD', null, 'bn'],
    ['BN', null, 'bn'],
    ['en', 'bn', 'en'],
    ['fr', 'bn', 'en'],
    [null, 'bn-BD,bn;q=0.9,en;q=0.8', 'bn'],
    [null, 'en-US,en;q=0.9,bn;q=0.8', 'en'],
    [null, 'fr-FR, bn;q=0.7, en;q=0.5', 'bn'],
    [null, 'en;q=0.4, bn;q=0.6', 'bn'],
    [null, 'bn;q=0, en', 'en'],
    [null, '*', 'en'],
    [null, null, 'en'],
  ])('lang=%p, Accept-Language %p: %p', (lang, header, locale) => {
    expect(requestedLocale(lang, header)).toBe(locale);
  });
});

describe('upcomingEvents', () => {
  const event = (id: number, date: string | null, month = '', day: number | null = null): InstituteEvent => ({ id, title: `E${id}`, month, day, date });

  it('shows the next three by date, soonest first, leaving out past ones', () => {
    const events = [event(1, '2026-03-20'), event(2, '2026-02-01'), event(3, '2026-03-01'), event(4, '2026-03-05'), event(5, '2026-04-01'), event(6, '2026-03-01')];
    expect(upcomingEvents(events, '2026-03-01').map((e) => e.id)).toEqual([3, 6, 4]);
    expect(upcomingEvents(events, '2026-03-02', 10).map((e) => e.id)).toEqual([4, 1, 5]);
    expect(upcomingEvents(events, '2027-01-01')).toEqual([]);
  });

  it('uses the next occurrence of month and day when an event has no full date', () => {
    expect(eventDate(event(1, null, 'March', 5), '2026-02-10')).toBe('2026-03-05');
    expect(eventDate(event(1, null, 'January', 5), '2026-02-10')).toBe('2027-01-05');
    expect(eventDate(event(1, null, 'মার্চ', 5), '2026-02-10')).toBe('2026-03-05');
    expect(eventDate(event(1, null, 'Someday', 5), '2026-02-10')).toBeNull();
    // Only days that exist: 29 February in the next leap year, 31 April never.
    expect(eventDate(event(1, null, 'February', 29), '2026-02-10')).toBe('2028-02-29');
    expect(eventDate(event(1, null, 'April', 31), '2026-02-10')).toBeNull();
    expect(upcomingEvents([event(1, null, 'Dec', 24), event(2, '2026-03-01')], '2026-02-10').map((e) => e.id)).toEqual([2, 1]);
  });
});

describe('MAPPERS.jobs', () => {
  const wire = { title: ' Welder ', company_name: 'Pashur Shipyard', job_location: 'Khulna', public_date: '2026-11-01', deadline: null, url: 'files/jobs/w.pdf' };

  it('keeps the id the contract sends (the job’s own page), and has none for a job sent without one', () => {
    const [withId, withoutId] = MAPPERS.jobs({ job_list: [{ ...wire, id: 12 }, { ...wire, id: null }] }, null);
    expect([withId!.id, withId!.key, withId!.title]).toEqual([12, '12', 'Welder']);
    expect([withoutId!.id, withoutId!.key]).toEqual([null, '#1']);
  });
});

describe('a document\'s language', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    [' Bengali', 'bn'],
    ['bangla', 'bn'],
    ['en', 'en'],
    ['english', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['bnx', 'en'],
  ])('%p is %s', (value, language) => {
    expect(documentLanguage(value)).toBe(language);
  });

  it('a notice an upstream sends with the spec\'s fields only is in English; one marked Bengali is Bengali', () => {
    const notices = MAPPERS.notices(
      {
        notich_list: [
          { id: 1, title: 'Routine', public_date: '2026-11-02', url: 'media/routine.pdf' },
          { id: 2, title: 'রুটিন', public_date: '2026-11-02', url: 'media/routine-bn.pdf', url_lang: 'bn' },
        ],
      },
      'https://erp.example.edu/',
    );
    expect(notices.map((n) => n.urlLanguage)).toEqual(['en', 'bn']);
  });
});
