import { cleanDecimal, cleanDigits, cleanMobile } from '@/lib/forms/digits';
import { toAsciiDigits } from '@/lib/format/digits';
import { sniffPhotoType } from '@/lib/validations/admission';

describe('number-only fields', () => {
  it('keeps only digits, a digit too many too (the length rule names it; cut off, a typo would pass)', () => {
    expect(cleanDigits('12a3-4 5')).toBe('12345');
    expect(cleanDigits('1234567')).toBe('1234567');
    expect(cleanDigits('২০২৪')).toBe('2024');
    expect(cleanDigits('abc')).toBe('');
  });

  it('cleans a pasted Bangladesh number to its local digits', () => {
    expect(cleanMobile('+880 1712-345678')).toBe('01712345678');
    expect(cleanMobile('8801712345678')).toBe('01712345678');
    expect(cleanMobile('01712 345 678')).toBe('01712345678');
    expect(cleanMobile('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    // A digit too many is a typo to correct, not a number to cut short.
    expect(cleanMobile('017123456789')).toBe('017123456789');
    expect(cleanMobile('+880 1712-3456789')).toBe('017123456789');
  });

  it('keeps the country code while it is being typed (it is not yet a full number)', () => {
    expect(cleanMobile('880')).toBe('880');
  });

  it('lets a GPA have one point and two decimals', () => {
    expect(cleanDecimal('4.567')).toBe('4.56');
    expect(cleanDecimal('4..5')).toBe('4.5');
    expect(cleanDecimal('৪.৫০')).toBe('4.50');
    expect(cleanDecimal('4,50')).toBe('4.50');
    expect(cleanDecimal('4,5a')).toBe('4.5');
  });

  it('reads Bengali digits as ASCII', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  });
});

describe('photo type by its first bytes', () => {
  it('recognises JPEG and PNG signatures', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  });

  it('refuses anything else, whatever the file is called', () => {
    expect(sniffPhotoType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull(); // GIF
    expect(sniffPhotoType(new TextEncoder().encode('RIFF....WEBP'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([]))).toBeNull();
  });
});
