/**
 * Every rule of the shared form schemas (lib/validations), at its boundaries, with the message a
 * visitor reads in English (the spec's words) and in Bengali.
 */
import {
  EMPTY_ADMISSION_FORM,
  PAYLOAD_FIELD,
  payloadToFormValues,
  SSC_BOARDS,
  toAdmissionPayload,
  validateAdmissionForm,
  type AdmissionFormValues,
} from '@/lib/validations/admission';
import { validateContact } from '@/lib/validations/contact';
import { validateNewsletter } from '@/lib/validations/newsletter';
import { validateProspectus } from '@/lib/validations/prospectus';
import { text } from './helpers';
import { parseErrorKey } from '@/lib/validations/error-key';

const VALID: Required<AdmissionFormValues> = {
  studentName: 'Nusrat Jahan',
  guardianName: 'Abdul Karim',
  birthDate: '2008-03-14',
  personalMobileNumber: '01712345678',
  guardianMobileNumber: '01812345678',
  department: 'Computer Technology|3',
  sscBoard: 'Jessore',
  sscBoardRoll: '123456',
  sscBatch: '2024',
  sscRegistrationNumber: '1234567890',
  sscGPA: '4.50',
};

/** The message key of `field` when it holds `value` (null: accepted). */
function admissionError(field: keyof AdmissionFormValues, value: unknown): string | null {
  const result = validateAdmissionForm({ ...VALID, [field]: value });
  return result.ok ? null : (result.errors[field] ?? null);
}

/** The spec's English text for each key (section 5), and that every key reads in both languages. */
const SPEC_TEXT: Record<string, string> = {
  studentNameRequired: 'Student name is required',
  studentNameMin: 'Name must be at least 3 characters',
  guardianNameRequired: 'Guardian name is required',
  mobileRequired: 'Mobile number is required',
  mobilePattern: 'Please enter a valid Bangladesh mobile number starting with 01',
  mobileLength: 'Mobile number must be exactly 11 digits',
  departmentRequired: 'Please select a department',
  rollRequired: 'SSC Roll is required',
  rollInvalid: 'Please enter a valid 6-digit roll number',
  rollLength: 'SSC Roll must be exactly 6 digits',
  batchRequired: 'SSC Batch is required',
  batchInvalid: 'Please enter a valid 4-digit year (e.g., 2022)',
  batchLength: 'SSC Batch must be exactly 4 digits',
  batchMin: 'SSC Batch year must be 1990 or later',
  batchMax: 'SSC Batch year cannot be later than 2030',
  regDigits: 'Please enter only numbers (max 15 digits)',
  regMax: 'Registration number cannot exceed 15 digits',
  gpaRequired: 'GPA is required',
  gpaMin: 'GPA must be at least 1.00',
  gpaMax: 'GPA cannot exceed 5.00',
};

function expectMessage(key: string | null, expected: string) {
  expect(key).toBe(expected);
  const en = text('en', `validation.${expected}`);
  const bn = text('bn', `validation.${expected}`);
  if (SPEC_TEXT[expected]) expect(en).toBe(SPEC_TEXT[expected]);
  expect(bn).toMatch(/[\u0980-\u09FF]/);
  expect(bn).not.toBe(en);
}

describe('the admission form', () => {
  it('accepts a complete form, and one with every optional field empty', () => {
    expect(validateAdmissionForm(VALID).ok).toBe(true);
    const minimal = { ...VALID, birthDate: '', guardianMobileNumber: '', sscBoard: '', sscRegistrationNumber: '' };
    expect(validateAdmissionForm(minimal).ok).toBe(true);
    const withoutOptional: Partial<AdmissionFormValues> = { ...VALID };
    for (const field of ['birthDate', 'guardianMobileNumber', 'sscBoard', 'sscRegistrationNumber'] as const) delete withoutOptional[field];
    expect(validateAdmissionForm(withoutOptional).ok).toBe(true);
  });

  it('reports every required field of an empty form with its own message', () => {
    const result = validateAdmissionForm(EMPTY_ADMISSION_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      studentName: 'studentNameRequired',
      guardianName: 'guardianNameRequired',
      personalMobileNumber: 'mobileRequired',
      department: 'departmentRequired',
      sscBoardRoll: 'rollRequired',
      sscBatch: 'batchRequired',
      sscGPA: 'gpaRequired',
    });
    for (const key of Object.values(result.errors)) expectMessage(key!, key!);
  });

  it('needs a student name of at least 3 characters', () => {
    expectMessage(admissionError('studentName', '   '), 'studentNameRequired');
    expectMessage(admissionError('studentName', 'Al'), 'studentNameMin');
    expectMessage(admissionError('studentName', ' Al '), 'studentNameMin');
    expectMessage(admissionError('studentName', '😀😀'), 'studentNameMin');
    expect(admissionError('studentName', 'আলী')).toBeNull();
    expect(admissionError('studentName', 'Ali')).toBeNull();
    expect(admissionError('studentName', 'নুসরাত')).toBeNull();
    expectMessage(parseErrorKey(admissionError('studentName', 'x'.repeat(101))!).key, 'tooLongMax');
    expect(admissionError('studentName', 'x'.repeat(101))).toBe('tooLong:100');
    expectMessage(admissionError('studentName', 'Ali\tKhan'), 'invalidCharacters');
  });

  it('needs a guardian name', () => {
    expectMessage(admissionError('guardianName', ''), 'guardianNameRequired');
    expect(admissionError('guardianName', 'Karim')).toBeNull();
  });

  it('takes an optional birth date that is a real date', () => {
    expect(admissionError('birthDate', '')).toBeNull();
    expect(admissionError('birthDate', '2009-02-29')).toBe('birthDateInvalid');
    expect(admissionError('birthDate', '2009-04-31')).toBe('birthDateInvalid');
    expect(admissionError('birthDate', '2008-02-29')).toBeNull();
    expectMessage(admissionError('birthDate', '14/03/2008'), 'birthDateInvalid');
    expect(admissionError('birthDate', '1949-12-31')).toBe('birthDateInvalid');
    // Not born in the future (today in Dhaka, UTC+6).
    jest.useFakeTimers({ now: new Date('2026-11-24T20:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      expect(admissionError('birthDate', '2026-11-25')).toBeNull();
      expect(admissionError('birthDate', '2026-11-26')).toBe('birthDateInvalid');
    } finally {
      jest.useRealTimers();
    }
  });

  describe('mobile numbers', () => {
    it.each(['013', '014', '015', '016', '017', '018', '019'])('accepts 11 digits starting %s', (prefix) => {
      expect(admissionError('personalMobileNumber', `${prefix}12345678`)).toBeNull();
      expect(admissionError('guardianMobileNumber', `${prefix}12345678`)).toBeNull();
    });

    it.each(['010', '011', '012'])('refuses 11 digits starting %s', (prefix) => {
      expectMessage(admissionError('personalMobileNumber', `${prefix}12345678`), 'mobilePattern');
      expectMessage(admissionError('guardianMobileNumber', `${prefix}12345678`), 'mobilePattern');
    });

    it('needs exactly 11 digits, and only digits', () => {
      expectMessage(admissionError('personalMobileNumber', ''), 'mobileRequired');
      expectMessage(admissionError('personalMobileNumber', '0171234567'), 'mobileLength');
      expectMessage(admissionError('personalMobileNumber', '017123456789'), 'mobileLength');
      expectMessage(admissionError('personalMobileNumber', '0171234567a'), 'mobilePattern');
      expectMessage(admissionError('personalMobileNumber', '+8801712345678'), 'mobilePattern');
      expect(admissionError('guardianMobileNumber', '')).toBeNull();
      expectMessage(admissionError('guardianMobileNumber', '01712'), 'mobileLength');
    });
  });

  it('needs a department as "name|id"', () => {
    expectMessage(admissionError('department', ''), 'departmentRequired');
    expect(admissionError('department', 'Computer')).toBe('departmentRequired');
    expect(admissionError('department', '|3')).toBe('departmentRequired');
    expect(admissionError('department', 'Computer|x')).toBe('departmentRequired');
    expect(admissionError('department', 'কম্পিউটার টেকনোলজি|3')).toBeNull();
  });

  it('takes an optional board from the list', () => {
    for (const board of SSC_BOARDS) expect(admissionError('sscBoard', board)).toBeNull();
    expect(admissionError('sscBoard', '')).toBeNull();
    expectMessage(admissionError('sscBoard', 'Comilla'), 'sscBoardInvalid');
    expect(admissionError('sscBoard', 'dhaka')).toBe('sscBoardInvalid');
  });

  it('needs a roll of exactly 6 digits', () => {
    expectMessage(admissionError('sscBoardRoll', ''), 'rollRequired');
    expect(admissionError('sscBoardRoll', '000001')).toBeNull();
    expectMessage(admissionError('sscBoardRoll', '12345'), 'rollLength');
    expectMessage(admissionError('sscBoardRoll', '1234567'), 'rollLength');
    expectMessage(admissionError('sscBoardRoll', '12345a'), 'rollInvalid');
  });

  it('needs a batch year from 1990 to 2030', () => {
    expectMessage(admissionError('sscBatch', ''), 'batchRequired');
    expect(admissionError('sscBatch', '1990')).toBeNull();
    expect(admissionError('sscBatch', '2030')).toBeNull();
    expectMessage(admissionError('sscBatch', '1989'), 'batchMin');
    expectMessage(admissionError('sscBatch', '2031'), 'batchMax');
    expectMessage(admissionError('sscBatch', '202'), 'batchLength');
    expectMessage(admissionError('sscBatch', '20245'), 'batchLength');
    expectMessage(admissionError('sscBatch', '20x4'), 'batchInvalid');
  });

  it('takes an optional registration number of up to 15 digits', () => {
    expect(admissionError('sscRegistrationNumber', '')).toBeNull();
    expect(admissionError('sscRegistrationNumber', '1'.repeat(15))).toBeNull();
    expectMessage(admissionError('sscRegistrationNumber', '1'.repeat(16)), 'regMax');
    expectMessage(admissionError('sscRegistrationNumber', '12-34'), 'regDigits');
  });

  it('needs a GPA from 1.00 to 5.00 with at most two decimals', () => {
    expectMessage(admissionError('sscGPA', ''), 'gpaRequired');
    for (const ok of ['1', '1.00', '2.5', '4.75', '5', '5.00']) expect([ok, admissionError('sscGPA', ok)]).toEqual([ok, null]);
    expectMessage(admissionError('sscGPA', '0.99'), 'gpaMin');
    expectMessage(admissionError('sscGPA', '5.01'), 'gpaMax');
    expectMessage(admissionError('sscGPA', '4.555'), 'gpaStep');
    expectMessage(admissionError('sscGPA', '4,5'), 'gpaInvalid');
    expect(admissionError('sscGPA', '-4')).toBe('gpaInvalid');
    expect(admissionError('sscGPA', '4.')).toBe('gpaInvalid');
  });

  it('refuses a value of the wrong type as such, not as missing', () => {
    expect(admissionError('studentName', 42)).toBe('invalidType');
    expect(admissionError('sscGPA', ['4.5'])).toBe('invalidType');
    expect(admissionError('studentName', undefined)).toBe('studentNameRequired');
    expect(validateAdmissionForm('not an object').ok).toBe(false);
  });
});

describe('the admission payload', () => {
  it('turns valid values into the snake_case payload of spec section 3, and back', () => {
    const result = validateAdmissionForm(VALID);
    if (!result.ok) throw new Error('valid form refused');
    const payload = toAdmissionPayload(result.values, 'token');
    expect(payload).toEqual({
      student_name: 'Nusrat Jahan',
      department: 'Computer Technology',
      department_id: 3,
      birth_date: '2008-03-14',
      guardian_name: 'Abdul Karim',
      ssc_board: 'Jessore',
      ssc_board_roll: '123456',
      ssc_Reg_number: '1234567890',
      ssc_gpa: 4.5,
      ssc_batch_year: 2024,
      student_mobile_number: '01712345678',
      guardian_mobile_number: '01812345678',
      recaptcha_token: 'token',
    });
    expect(validateAdmissionForm(payloadToFormValues(payload))).toEqual({ ok: true, values: { ...result.values, sscGPA: '4.5' } });
    // Every form field has a payload name to report its error under.
    expect(Object.keys(PAYLOAD_FIELD).sort()).toEqual(Object.keys(VALID).sort());
  });

  it('reads numbers sent as numbers or digit strings, and nothing else', () => {
    const result = validateAdmissionForm(VALID);
    if (!result.ok) throw new Error('valid form refused');
    const payload = toAdmissionPayload(result.values, 't');
    expect(validateAdmissionForm(payloadToFormValues({ ...payload, ssc_gpa: '4.50', ssc_batch_year: '2024', department_id: '3' })).ok).toBe(true);
    expect(validateAdmissionForm(payloadToFormValues({ ...payload, ssc_gpa: true })).ok).toBe(false);
    expect(validateAdmissionForm(payloadToFormValues({ ...payload, department_id: null })).ok).toBe(false);
  });
});

describe('the contact form', () => {
  const good = { name: 'Rafiq', email: 'rafiq@example.com', subject: '', message: 'Hello\nthere' };

  it('needs a name, an e-mail address and a message; the subject is optional', () => {
    expect(validateContact(good).ok).toBe(true);
    expect(validateContact({ name: 'Rafiq', email: 'rafiq@example.com', message: 'Hi' }).ok).toBe(true);
    const result = validateContact({});
    expect(result).toEqual({ ok: false, errors: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' } });
    for (const key of ['nameRequired', 'emailRequired', 'messageRequired']) expectMessage(key, key);
  });

  it('checks the address and the lengths', () => {
    expect(validateContact({ ...good, email: 'rafiq@' })).toEqual({ ok: false, errors: { email: 'emailInvalid' } });
    expectMessage('emailInvalid', 'emailInvalid');
    expect(validateContact({ ...good, message: 'x'.repeat(5001) })).toEqual({ ok: false, errors: { message: 'tooLong:5000' } });
    expect(validateContact({ ...good, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateContact({ ...good, subject: 'x'.repeat(151) })).toEqual({ ok: false, errors: { subject: 'tooLong:150' } });
    expect(validateContact({ ...good, message: 'bell\u0007' })).toEqual({ ok: false, errors: { message: 'invalidCharacters' } });
    // A right-to-left override makes a name read backwards in the office's list; half a UTF-16 pair is stored as U+FFFD.
    expect(validateContact({ ...good, name: 'Rahim\u202egnp.exe' })).toEqual({ ok: false, errors: { name: 'invalidCharacters' } });
    expect(validateContact({ ...good, message: 'Hello \ud800 there' })).toEqual({ ok: false, errors: { message: 'invalidCharacters' } });
    // The joiners are Bengali spelling (র‍্যাব), and an emoji is a whole pair.
    expect(validateContact({ ...good, name: 'র\u200d্যাব \u200cক 😀' }).ok).toBe(true);
  });
});

describe('the prospectus request', () => {
  const good = { name: 'Salma', address: 'Khulna', phone: '+880 1711-000000', email: 'salma@example.com', notes: '' };

  it('needs a name, an address, a phone number and an e-mail address; notes are optional', () => {
    expect(validateProspectus(good).ok).toBe(true);
    expect(validateProspectus({})).toEqual({
      ok: false,
      errors: { name: 'nameRequired', address: 'addressRequired', phone: 'phoneRequired', email: 'emailRequired' },
    });
    for (const key of ['addressRequired', 'phoneRequired']) expectMessage(key, key);
  });

  it('takes a phone number as people type it', () => {
    const written = [
      '01711000000',
      '+8801711000000',
      '041 720 000',
      '0171-100-0000',
      '(041) 720171',
      '+880 (41) 720-171',
      '(+880) 1711-000000',
      '041.720.171',
      '+880 (0) 1711 000 000', // 21 characters: longer than the old cap of 20
      '720171', // 6 digits, the fewest
      '880171100000000', // 15 digits, the most
    ];
    for (const phone of written) expect(validateProspectus({ ...good, phone }).ok).toBe(true);
    const notNumbers = ['12345', 'call me', '01711 000000 x5', '++8801711000000', '------', '(((( ))))', '-.-041720171', '0171100000000000', '+(880)'];
    for (const phone of notNumbers) {
      expect(validateProspectus({ ...good, phone })).toEqual({ ok: false, errors: { phone: 'phoneInvalid' } });
    }
    expectMessage('phoneInvalid', 'phoneInvalid');
  });

  it('takes a number typed with Bengali digits, and keeps it with ASCII digits', () => {
    const result = validateProspectus({ ...good, phone: '০১৭১১-০০০০০০' });
    expect(result).toMatchObject({ ok: true, values: { phone: '01711-000000' } });
  });

  it('keeps a pasted no-break space, or a run of spaces, as one plain space', () => {
    const result = validateProspectus({ ...good, phone: '041\u00a0720  171' });
    expect(result).toMatchObject({ ok: true, values: { phone: '041 720 171' } });
  });
});

describe('the newsletter', () => {
  it('needs one valid e-mail address', () => {
    expect(validateNewsletter({ email: 'reader@example.com' }).ok).toBe(true);
    expect(validateNewsletter({})).toEqual({ ok: false, errors: { email: 'emailRequired' } });
    expect(validateNewsletter({ email: 'reader@example' })).toEqual({ ok: false, errors: { email: 'emailInvalid' } });
    expect(validateNewsletter({ email: `${'a'.repeat(250)}@example.com` })).toEqual({ ok: false, errors: { email: 'tooLong:254' } });
  });
});

describe('text that shows nothing, or cannot be used (issue 46)', () => {
  /** Text that only looks empty: zero-width spaces, a lone variation selector, a byte-order mark, direction marks, Hangul fillers, a tag character, the blank braille pattern. */
  const INVISIBLE = ['\u200b\u200b\u200b', '\ufe0f', '\ufeff', '\u200e\u200f', '\u2060\u00ad', '\u3164\u115f', '\u{e0041}', '\u2800\u2800\u2800', ' \u200b \u200c\u200d '];
  /** Noncharacters and private-use characters: they show as a box, or as whatever a font puts there. */
  const UNUSABLE = ['\ufffe', '\uffff', '\ufdd0', '\u{1fffe}', '\u{10ffff}', '\ue000', '\uf8ff', '\u{f0000}', '\u{10fffd}'];

  it('takes a required text that shows nothing as empty: its own "required" message, which names the field', () => {
    for (const value of INVISIBLE) {
      expectMessage(admissionError('studentName', value), 'studentNameRequired');
      expectMessage(admissionError('guardianName', value), 'guardianNameRequired');
      expect(validateContact({ name: value, email: 'rafiq@example.com', message: value })).toEqual({
        ok: false,
        errors: { name: 'nameRequired', message: 'messageRequired' },
      });
      expect(validateProspectus({ name: 'Salma', address: value, phone: '01711000000', email: 'salma@example.com' })).toEqual({
        ok: false,
        errors: { address: 'addressRequired' },
      });
    }
  });

  it('refuses an optional text that shows nothing, in both languages', () => {
    // A byte-order mark alone is white space to trim(): an empty field, as it looks.
    expect(validateContact({ name: 'Rafiq', email: 'rafiq@example.com', subject: '\ufeff', message: 'Hi' })).toMatchObject({ ok: true, values: { subject: '' } });
    for (const value of INVISIBLE.filter((v) => v.trim() !== '')) {
      expect(validateContact({ name: 'Rafiq', email: 'rafiq@example.com', subject: value, message: 'Hi' })).toEqual({ ok: false, errors: { subject: 'invisibleOnly' } });
      expect(validateProspectus({ name: 'Salma', address: 'Khulna', phone: '01711000000', email: 'salma@example.com', notes: value })).toEqual({
        ok: false,
        errors: { notes: 'invisibleOnly' },
      });
    }
    expectMessage('invisibleOnly', 'invisibleOnly');
  });

  it('counts the characters a name shows, not the invisible ones', () => {
    expectMessage(admissionError('studentName', 'A\u200b\u200b\u200b'), 'studentNameMin');
    expectMessage(admissionError('studentName', '\ufe0f😀'), 'studentNameMin');
    // Kept inside a text that shows: Bengali joiners, an emoji's variation selector.
    expect(admissionError('studentName', 'র\u200d্যাব')).toBeNull();
    expect(admissionError('studentName', 'Ali ❤\ufe0f')).toBeNull();
  });

  it('refuses noncharacters and private-use characters in every text field, and in the department', () => {
    for (const bad of UNUSABLE) {
      expectMessage(admissionError('studentName', `Nusrat${bad}`), 'invalidCharacters');
      expectMessage(admissionError('guardianName', `${bad}Karim`), 'invalidCharacters');
      expect(admissionError('department', `Computer${bad} Technology|3`)).toBe('departmentRequired');
      expect(validateContact({ name: 'Rafiq', email: 'rafiq@example.com', subject: `a${bad}`, message: `Hello${bad}\nthere` })).toEqual({
        ok: false,
        errors: { subject: 'invalidCharacters', message: 'invalidCharacters' },
      });
      expect(validateProspectus({ name: 'Salma', address: `Khulna${bad}`, phone: '01711000000', email: 'salma@example.com', notes: bad })).toEqual({
        ok: false,
        errors: { address: 'invalidCharacters', notes: 'invalidCharacters' },
      });
    }
    // Around them, what people type passes: U+FFFD itself, U+FFFC, the last assigned characters of the BMP.
    expect(admissionError('studentName', 'Nusrat\ufffd')).toBeNull();
    expect(admissionError('studentName', 'Nusrat ￼ ｡')).toBeNull();
  });
});

it('has every validation message in both languages', () => {
  const keys = ['invalidType', 'tooLong', 'tooLongMax', 'photoTooLarge', 'photoType', 'photoUnreadable', 'photoDimensions', 'departmentClosed', 'invalidCharacters', 'invisibleOnly', 'gpaInvalid', 'gpaStep', 'birthDateInvalid', 'sscBoardInvalid', 'emailInvalid', 'nameRequired', ...Object.keys(SPEC_TEXT)];
  for (const key of keys) expectMessage(key, key);
});
