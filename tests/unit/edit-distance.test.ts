import { editBudget, editDistance } from '@/lib/search/edit-distance';

describe('edit distance', () => {
  it('counts a letter added, dropped or changed, and two neighbours swapped, as one slip each', () => {
    expect(editDistance('admission', 'admission', 2)).toBe(0);
    expect(editDistance('admision', 'admission', 2)).toBe(1);
    expect(editDistance('admisssion', 'admission', 2)).toBe(1);
    expect(editDistance('admossion', 'admission', 2)).toBe(1);
    expect(editDistance('hostle', 'hostel', 2)).toBe(1);
    expect(editDistance('scolarshp', 'scholarship', 2)).toBe(2);
    expect(editDistance('', 'abc', 5)).toBe(3);
  });

  it('answers one more than the budget as soon as a word is beyond it', () => {
    expect(editDistance('zzqx', 'notice', 1)).toBe(2);
    expect(editDistance('a', 'admission', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('with `prefix`, measures to the nearest beginning of the word: what is typed so far', () => {
    expect(editDistance('admisi', 'admission', 1, true)).toBe(1);
    expect(editDistance('admis', 'admission', 1, true)).toBe(0);
    expect(editDistance('admisi', 'admission', 1)).toBe(2);
    expect(editDistance('scol', 'scholarship', 1, true)).toBe(1);
    expect(editDistance('zzqx', 'scholarship', 1, true)).toBe(2);
  });

  it('compares Bengali letter by letter, vowel signs and hasanta included', () => {
    expect(editDistance('ভরতি', 'ভর্তি', 1)).toBe(1);
    expect(editDistance('গেলারি', 'গ্যালারি', 2)).toBe(3);
  });

  it('forgives nothing in words of up to three letters, one slip up to six, two beyond', () => {
    expect([1, 2, 3, 4, 6, 7, 12].map(editBudget)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });
});
