import { admissionServerErrors } from '@/lib/forms/admission-server-errors';

describe('admissionServerErrors', () => {
  it('maps the payload fields the server names to the form fields, in its order', () => {
    const mapped = admissionServerErrors(400, { ssc_gpa: 'GPA too low', student_name: 'Name required', ssc_Reg_number: 'Taken' });
    expect(mapped).toEqual({ fields: { sscGPA: 'GPA too low', studentName: 'Name required', sscRegistrationNumber: 'Taken' }, photo: null });
    expect(Object.keys(mapped!.fields)).toEqual(['sscGPA', 'studentName', 'sscRegistrationNumber']);
  });

  it('takes the department by its id or its name, the first message when both are named', () => {
    expect(admissionServerErrors(400, { department: 'Closed' })?.fields).toEqual({ department: 'Closed' });
    expect(admissionServerErrors(400, { department_id: 'Unknown', department: 'Closed' })?.fields).toEqual({ department: 'Unknown' });
  });

  it('keeps the photo’s message apart, from a 400 or a 413', () => {
    expect(admissionServerErrors(413, { student_photo: 'Too large' })).toEqual({ fields: {}, photo: 'Too large' });
    expect(admissionServerErrors(400, { student_photo: 'Not an image', birth_date: 'In the future' })).toEqual({
      fields: { birthDate: 'In the future' },
      photo: 'Not an image',
    });
  });

  it('leaves out what is no field of the form', () => {
    expect(admissionServerErrors(400, { recaptcha_token: 'Expired', student_name: 'Name required' })).toEqual({
      fields: { studentName: 'Name required' },
      photo: null,
    });
    // A name every object inherits is no field either.
    expect(admissionServerErrors(400, { constructor: 'x', toString: 'y' })).toEqual({ fields: {}, photo: null });
  });

  it('gives nothing for another status, or an answer without errors', () => {
    expect(admissionServerErrors(400, undefined)).toBeNull();
    expect(admissionServerErrors(409, { student_name: 'Name required' })).toBeNull();
    expect(admissionServerErrors(422, { student_name: 'Name required' })).toBeNull();
    expect(admissionServerErrors(500, { student_photo: 'Too large' })).toBeNull();
  });
});
