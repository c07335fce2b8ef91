import { cutText, cutWords, withoutTrailingPunctuation } from '@/lib/format/text';

describe('cutWords', () => {
  it('keeps 11 words and adds an ellipsis when there are more', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    expect(cutWords(text)).toBe('one two three four five six seven eight nine ten eleven...');
  });

  it('leaves a short text whole, without an ellipsis', () => {
    expect(cutWords('Computer Technology')).toBe('Computer Technology');
    const eleven = 'a b c d e f g h i j k';
    expect(cutWords(eleven)).toBe(eleven);
  });

  it('drops the punctuation a cut ends on, so the ellipsis stays three dots', () => {
    expect(cutWords('Modern labs. Industry visits every term.', 2)).toBe('Modern labs...');
    expect(cutWords('আধুনিক ল্যাব। প্রতি টার্মে শিল্প পরিদর্শন।', 2)).toBe('আধুনিক ল্যাব...');
    expect(cutWords('First, second, third', 1)).toBe('First...');
  });

  it('counts Bengali words and folds extra spaces', () => {
    expect(cutWords('  কম্পিউটার   টেকনোলজিতে প্রোগ্রামিং ', 2)).toBe('কম্পিউটার টেকনোলজিতে...');
    expect(cutWords('', 11)).toBe('');
  });
});

describe('cutText', () => {
  it('keeps a text within its length whole', () => {
    expect(cutText('  Computer   Technology ', 20)).toBe('Computer Technology');
  });

  it('cuts after a whole word, within the length with its ellipsis, in either script', () => {
    const cut = cutText('Modern labs and workshops, with industry visits every term.', 30);
    expect(cut).toBe('Modern labs and workshops...');
    expect([...cut].length).toBeLessThanOrEqual(30);
    const bengali = cutText('আধুনিক ল্যাব ও ওয়ার্কশপ, প্রতি টার্মে শিল্প পরিদর্শন।', 30);
    expect(bengali).toBe('আধুনিক ল্যাব ও ওয়ার্কশপ...');
    expect([...bengali].length).toBeLessThanOrEqual(30);
  });
});

describe('withoutTrailingPunctuation', () => {
  it('drops what a sentence puts after a quoted address, in either language', () => {
    expect(withoutTrailingPunctuation('/admission.')).toBe('/admission');
    expect(withoutTrailingPunctuation('/notice),')).toBe('/notice');
    expect(withoutTrailingPunctuation('“/bn/notice।” ')).toBe('“/bn/notice');
    expect(withoutTrailingPunctuation('২॥')).toBe('২');
    expect(withoutTrailingPunctuation('<https://example.org/gallery>;')).toBe('<https://example.org/gallery');
  });

  it('leaves punctuation inside the text, and a text with none, as it is', () => {
    expect(withoutTrailingPunctuation('2.5')).toBe('2.5');
    expect(withoutTrailingPunctuation('/career/jobs-board')).toBe('/career/jobs-board');
    expect(withoutTrailingPunctuation('...')).toBe('');
  });
});
