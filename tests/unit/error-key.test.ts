import { errorText, parseErrorKey, tooLongKey } from '@/lib/validations/error-key';
import { formatMessage } from '@/lib/submissions/messages';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';

describe('field error keys', () => {
  it('carry a length cap, which the text states in the page language', () => {
    expect(tooLongKey(5000)).toBe('tooLong:5000');
    expect(parseErrorKey('tooLong:5000')).toEqual({ key: 'tooLongMax', values: { max: 5000 } });
    expect(errorText('tooLong:5000', en.validation, 'en')).toBe('This is too long: please keep it to 5,000 characters');
    expect(errorText('tooLong:5000', bn.validation, 'bn')).toBe('লেখাটি অনেক বড় হয়ে গেছে: সর্বোচ্চ ৫,০০০ অক্ষর লিখুন');
    // Bengali groups in lakhs.
    expect(errorText('tooLong:100000', bn.validation, 'bn')).toBe('লেখাটি অনেক বড় হয়ে গেছে: সর্বোচ্চ ১,০০,০০০ অক্ষর লিখুন');
  });

  it('leave other keys as they are, a bare tooLong included, and pass a text the server sent through', () => {
    expect(parseErrorKey('emailInvalid')).toEqual({ key: 'emailInvalid', values: {} });
    expect(errorText('emailInvalid', en.validation, 'en')).toBe(en.validation.emailInvalid);
    expect(errorText('tooLong', en.validation, 'en')).toBe('This is too long');
    expect(errorText('সঠিক ই-মেইল ঠিকানা লিখুন', bn.validation, 'bn')).toBe('সঠিক ই-মেইল ঠিকানা লিখুন');
  });

  it('read the same in the browser as in the server answer', () => {
    for (const [locale, messages] of [['en', en], ['bn', bn]] as const) {
      for (const max of [100, 5000, 100000]) {
        const { key, values } = parseErrorKey(tooLongKey(max));
        expect(errorText(tooLongKey(max), messages.validation, locale)).toBe(formatMessage(messages.validation[key as 'tooLongMax'], values, locale));
      }
    }
  });
});
