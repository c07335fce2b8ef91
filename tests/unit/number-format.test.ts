import { formatNumber, localNumber } from '@/lib/format/number';
import { formatMoney, formatPercent } from '@/lib/fees/money';
import { fill } from '@/lib/i18n/fill';

const INTL = { en: 'en-US', bn: 'bn-BD' } as const;
const intl = (value: number, locale: 'en' | 'bn', maximumFractionDigits: number) =>
  new Intl.NumberFormat(INTL[locale], { maximumFractionDigits }).format(value);

/** A repeatable stream of pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('localNumber writes numbers exactly as Intl does', () => {
  it.each([
    [125000, 'en', 0, '125,000'],
    [125000, 'bn', 0, '১,২৫,০০০'],
    [1234567, 'bn', 0, '১২,৩৪,৫৬৭'],
    [125000.5, 'bn', 2, '১,২৫,০০০.৫'],
    [999, 'en', 0, '999'],
    [0, 'bn', 0, '০'],
    [-1234, 'en', 0, '-1,234'],
  ] as const)('%s in %s with %s decimals: %s', (value, locale, decimals, expected) => {
    expect(localNumber(value, locale, decimals)).toBe(expected);
    expect(intl(value, locale, decimals)).toBe(expected);
  });

  it.each([1.005, 2.675, 0.005, 999.995, 0.5, -0.5, -0.001, -0, 12345.678, 1e21, 1e-7, 123456789012.5])(
    'the edge case %s, in both languages and 0 to 3 decimals',
    (value) => {
      for (const locale of ['en', 'bn'] as const) {
        for (let decimals = 0; decimals <= 3; decimals++) {
          expect(localNumber(value, locale, decimals)).toBe(intl(value, locale, decimals));
        }
      }
    },
  );

  it('20,000 generated numbers: whole, with up to six decimals, negative, up to a trillion', () => {
    const next = random(20261122);
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(next() * 13);
      const places = Math.floor(next() * 7);
      const value = (next() < 0.1 ? -1 : 1) * Math.round(next() * magnitude * 10 ** places) / 10 ** places;
      const locale = next() < 0.5 ? 'en' : 'bn';
      const decimals = Math.floor(next() * 4);
      expect([value, locale, decimals, localNumber(value, locale, decimals)]).toEqual([value, locale, decimals, intl(value, locale, decimals)]);
    }
  });

  it("keeps the site's money, percent and list wording", () => {
    expect(formatMoney(125000, 'en')).toBe('BDT 125,000');
    expect(formatMoney(125000.5, 'bn')).toBe('৳১,২৫,০০০.৫');
    expect(formatPercent(30, 'en')).toBe('30%');
    expect(formatPercent(12.5, 'bn')).toBe('১২.৫%');
    for (let percent = 0; percent <= 100; percent += 0.125) {
      expect(formatPercent(percent, 'bn')).toBe(new Intl.NumberFormat('bn-BD', { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100));
    }
    expect(fill('Page {page}', { page: 45 }, 'bn')).toBe('Page ৪৫');
    expect(fill('Showing {from} of {total}', { from: 1, total: 1200 }, 'en')).toBe('Showing 1 of 1,200');
  });
});

describe('formatNumber (server components)', () => {
  it('groups thousands and uses Bengali digits in Bengali', () => {
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(formatNumber(1250, 'bn')).toBe('১,২৫০');
  });
});
