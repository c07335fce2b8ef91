import { fnv1a } from '@/lib/format/hash';

describe('fnv1a', () => {
  it('gives the published FNV-1a (32-bit) values', () => {
    // From the FNV reference test vectors.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('tells Bengali titles apart', () => {
    expect(fnv1a('কম্পিউটার টেকনোলজি')).not.toBe(fnv1a('সিভিল টেকনোলজি'));
  });
});
