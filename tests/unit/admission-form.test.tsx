import { Activity } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { AdmissionForm, type DepartmentOption } from '@/components/forms/admission-form';
import { serverRendered } from './hydrate-from-server';
import { ADMISSION_DRAFT_KEY, ADMISSION_FORM_SELECTOR } from '@/lib/forms/admission-keys';

// The human check is the server engineer's hook; here its state is set by each test.
const humanCheck = { token: 'token-1' as string | null, status: 'ready' as 'solving' | 'ready' | 'error', refresh: jest.fn() };
jest.mock('@/lib/human-check/use-human-check', () => ({ useHumanCheck: () => humanCheck }));

let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const labels = en.admissionForm;
const v = en.validation;
/** Whose receipt it is: the admission page hands it down from lib/content/institute.json. */
const INSTITUTE = { name: 'Meridian Institute of Science & Technology', address: '12 Boikali Road, Khulna', phone: '01700-000001' };
const DEPARTMENTS: DepartmentOption[] = [
  { id: 1, name: 'Computer Science and Technology' },
  { id: 2, name: 'Civil Technology' },
];

const fetchMock = jest.fn();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What fetch resolves to (jsdom has no Response): the parts the form reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
}

// jsdom draws nothing: a canvas that "encodes" a 180 KB JPEG, and a decoder for a phone-sized photo.
beforeAll(() => {
  Object.assign(HTMLCanvasElement.prototype, {
    getContext: () => ({ fillRect: () => undefined, drawImage: () => undefined, fillStyle: '' }),
    toBlob(callback: (blob: Blob | null) => void, type: string) {
      callback(new Blob([new Uint8Array(180 * 1024)], { type }));
    },
  });
  Object.assign(globalThis, { createImageBitmap: async () => ({ width: 3000, height: 4000, close: () => undefined }) });
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  search = '';
  humanCheck.token = 'token-1';
  humanCheck.status = 'ready';
  humanCheck.refresh = jest.fn();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/admission');
});

/** Holds every post until the test delivers its answer; returns the delivery. */
function holdPosts(): (answered: unknown) => void {
  let deliver: (answered: unknown) => void = () => undefined;
  fetchMock.mockImplementation(() => new Promise((resolve) => (deliver = resolve)));
  return (answered) => deliver(answered);
}

/** The form as Next keeps a page left on a switch of language: mounted, and hidden or shown again. */
function formShown(mode: 'visible' | 'hidden') {
  return (
    <Activity mode={mode}>
      <AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />
    </Activity>
  );
}

function renderForm() {
  return render(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const submitButton = () => screen.getByRole('button', { name: labels.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.studentName), 'Rafiqul Islam');
  await user.type(field(labels.guardianName), 'Abdul Karim');
  await user.type(field(labels.personalMobileNumber), '01712345678');
  await user.selectOptions(field(labels.department), 'Civil Technology|2');
  await user.selectOptions(field(labels.sscBoard), 'Jessore');
  await user.type(field(labels.sscBoardRoll), '123456');
  await user.type(field(labels.sscBatch), '2024');
  await user.type(field(labels.sscGPA), '4.50');
}

describe('AdmissionForm', () => {
  it('has the two sections and the spec labels, with the photo limits in the photo label', () => {
    renderForm();
    expect(screen.getByRole('group', { name: labels.personalSection })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: labels.academicSection })).toBeInTheDocument();
    expect(screen.getByLabelText(/max 500KB, JPEG\/PNG only/)).toHaveAttribute('type', 'file');
    const boards = within(field(labels.sscBoard)).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(boards).toEqual(['', 'Dhaka', 'Chittagong', 'Rajshahi', 'Jessore', 'Sylhet', 'Barisal']);
    expect(within(field(labels.department)).getByRole('option', { name: 'Civil Technology' })).toHaveValue('Civil Technology|2');
  });

  it('shows a field’s message when it is left, tied to it by aria-describedby', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = field(labels.studentName);
    await user.type(name, 'Ra');
    await user.tab();
    expect(await screen.findByText(v.studentNameMin)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(v.studentNameMin));
    // Once checked, it is checked as it changes: emptied, it says it is required.
    await user.clear(name);
    expect(await screen.findByText(v.studentNameRequired)).toBeInTheDocument();
    await user.type(field(labels.personalMobileNumber), '0171');
    await user.tab();
    expect(await screen.findByText(v.mobileLength)).toBeInTheDocument();
    await user.clear(field(labels.personalMobileNumber));
    await user.type(field(labels.personalMobileNumber), '01212345678');
    await user.tab();
    expect(await screen.findByText(v.mobilePattern)).toBeInTheDocument();
    await user.type(field(labels.sscBatch), '1985');
    await user.tab();
    expect(await screen.findByText(v.batchMin)).toBeInTheDocument();
  });

  it('says nothing of a field passed empty on the way down the form; submit still checks it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field(labels.studentName));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(field(labels.personalMobileNumber)).toHaveFocus();
    for (const label of [labels.studentName, labels.guardianName]) expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(v.studentNameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(v.guardianNameRequired)).not.toBeInTheDocument();
    // Typed in and emptied again, it is a mistake when left.
    await user.type(field(labels.guardianName), 'A');
    await user.clear(field(labels.guardianName));
    await user.tab();
    expect(await screen.findByText(v.guardianNameRequired)).toBeInTheDocument();
    fireEvent.submit(submitButton().closest('form')!);
    expect(await screen.findAllByText(v.studentNameRequired)).not.toHaveLength(0);
  });

  it('on submit: every message, an error summary of links, and focus on the first invalid field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    for (const message of [v.studentNameRequired, v.guardianNameRequired, v.mobileRequired, v.departmentRequired, v.rollRequired, v.batchRequired, v.gpaRequired]) {
      expect(await screen.findAllByText(message)).toHaveLength(2); // beside the field and in the summary
    }
    const summary = screen.getByRole('group', { name: labels.errorSummaryTitle });
    const link = within(summary).getByRole('link', { name: v.gpaRequired });
    expect(link).toHaveAttribute('href', `#${field(labels.sscGPA).id}`);
    expect(field(labels.studentName)).toHaveFocus();
    await user.click(link);
    expect(field(labels.sscGPA)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the guardian's number in the summary: its messages are the student's number's", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(labels.personalMobileNumber), '0171');
    await user.type(field(labels.guardianMobileNumber), '0181');
    await user.click(submitButton());
    const summary = await screen.findByRole('group', { name: labels.errorSummaryTitle });
    expect(within(summary).getByRole('link', { name: v.mobileLength })).toHaveAttribute('href', `#${field(labels.personalMobileNumber).id}`);
    const guardian = within(summary).getByRole('link', { name: `${labels.guardianMobileNumber}: ${v.mobileLength}` });
    expect(guardian).toHaveAttribute('href', `#${field(labels.guardianMobileNumber).id}`);
  });

  it('accepts only digits in the number fields and cleans a pasted phone number', async () => {
    const user = userEvent.setup();
    renderForm();
    const roll = field(labels.sscBoardRoll);
    expect(roll).toHaveAttribute('inputmode', 'numeric');
    await user.type(roll, 'a1b2-3 456');
    expect(roll).toHaveValue('123456');
    const batch = field(labels.sscBatch);
    await user.type(batch, '২০২৪');
    expect(batch).toHaveValue('2024');
    const mobile = field(labels.personalMobileNumber);
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await user.click(mobile);
    await user.paste('+880 1712-345678');
    expect(mobile).toHaveValue('01712345678');
    const guardian = field(labels.guardianMobileNumber);
    await user.type(guardian, 'x0y1');
    expect(guardian).toHaveValue('01');
  });

  it('keeps a digit too many and says so, instead of cutting the number short (a typo would pass as a wrong number)', async () => {
    const user = userEvent.setup();
    renderForm();
    const roll = field(labels.sscBoardRoll);
    await user.type(roll, '1123456');
    const mobile = field(labels.personalMobileNumber);
    await user.type(mobile, '০১৭১২৩৪৫৬৭৮৯');
    const reg = field(labels.sscRegistrationNumber);
    await user.type(reg, '1234567890123456');
    await user.tab();
    expect(roll).toHaveValue('1123456');
    expect(mobile).toHaveValue('017123456789');
    expect(reg).toHaveValue('1234567890123456');
    expect(roll).toHaveAccessibleDescription(expect.stringContaining(v.rollLength));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(v.mobileLength));
    expect(reg).toHaveAccessibleDescription(expect.stringContaining(v.regMax));
  });

  it('reads a comma in the GPA as the decimal point', async () => {
    const user = userEvent.setup();
    renderForm();
    const gpa = field(labels.sscGPA);
    await user.type(gpa, '4,50');
    await user.tab();
    expect(gpa).toHaveValue('4.50');
    expect(gpa).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('waits for the human check: the button is disabled with the hint, and a submit says to wait', async () => {
    humanCheck.token = null;
    humanCheck.status = 'solving';
    const user = userEvent.setup();
    const { rerender } = renderForm();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(labels.waitingHint)).toBeInTheDocument();
    await user.type(field(labels.studentName), 'Rafiqul{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.waitingAlert);
    fireEvent.submit(submitButton().closest('form')!);
    expect(await screen.findByText(labels.waitingAlert)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    humanCheck.token = 'token-2';
    humanCheck.status = 'ready';
    rerender(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(labels.waitingHint)).not.toBeInTheDocument();
    expect(screen.queryByText(labels.waitingAlert)).not.toBeInTheDocument();
  });

  it('offers a retry when the human check fails', async () => {
    humanCheck.token = null;
    humanCheck.status = 'error';
    const user = userEvent.setup();
    renderForm();
    // Enter in a field: the failure and its retry, not "please wait" beside it.
    await user.type(field(labels.studentName), 'Rafiqul{Enter}');
    expect(screen.getByText(labels.humanCheckError, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(labels.waitingAlert)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.humanCheckRetry }));
    expect(humanCheck.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the admission rule for a GPA under 2.50 without blocking', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(labels.sscGPA), '2.49');
    expect(screen.getByText(labels.gpaNotice)).toBeInTheDocument();
    await user.clear(field(labels.sscGPA));
    await user.type(field(labels.sscGPA), '2.50');
    expect(screen.queryByText(labels.gpaNotice)).not.toBeInTheDocument();
    await user.clear(field(labels.sscGPA));
    await user.type(field(labels.sscGPA), '2.1');
    expect(screen.getByText(labels.gpaNotice)).toBeInTheDocument();
    expect(screen.queryByText(v.gpaMin)).not.toBeInTheDocument();
  });

  it('keeps a draft while typing and restores it after a reload, never the token', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(field(labels.studentName), 'Rafiqul Islam');
    await user.selectOptions(field(labels.department), 'Civil Technology|2');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(ADMISSION_DRAFT_KEY) ?? '{}')).toEqual({
      studentName: 'Rafiqul Islam',
      department: 'Civil Technology|2',
      savedAt: expect.any(Number),
    }));
    expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).not.toContain('token');
    unmount();

    renderForm();
    expect(await screen.findByDisplayValue('Rafiqul Islam')).toBe(field(labels.studentName));
    expect(field(labels.department)).toHaveValue('Civil Technology|2');
    expect(screen.getByText(labels.draftRestored)).toBeInTheDocument();
    // No photo is chosen: the draft kept none, so the visitor is asked for it again, until one is.
    expect(screen.getByText(labels.draftPhoto)).toBeInTheDocument();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const png = new Uint8Array(1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/max 500KB/), new File([png], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByText(labels.draftPhoto)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: labels.startOver }));
    expect(field(labels.studentName)).toHaveValue('');
    expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toBeNull();
  });

  it('keeps what was typed before the page’s script ran, over an older draft, and saves it at once', async () => {
    localStorage.setItem(ADMISSION_DRAFT_KEY, JSON.stringify({ studentName: 'Old Name', guardianName: 'Abdul Karim', savedAt: Date.now() }));
    const page = serverRendered(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    const box = (name: string) => page.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // Typed into the server's HTML: no script is listening yet.
    fireEvent.input(box('studentName'), { target: { value: 'Rafiqul Islam' } });

    await page.hydrate();
    await waitFor(() => expect(box('guardianName')).toHaveValue('Abdul Karim'));
    expect(box('studentName')).toHaveValue('Rafiqul Islam');
    // Saved without another keystroke, so a reload or a lost connection now keeps it.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(ADMISSION_DRAFT_KEY) ?? '{}')).toEqual({
        studentName: 'Rafiqul Islam',
        guardianName: 'Abdul Karim',
        savedAt: expect.any(Number),
      }),
    );
    page.cleanup();
  });

  it('cleans Bengali digits typed before the page’s script ran, as it cleans them once it has', async () => {
    const page = serverRendered(<AdmissionForm institute={INSTITUTE} locale="bn" departments={DEPARTMENTS} labels={labels} messages={v} />);
    const box = (name: string) => page.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    fireEvent.input(box('personalMobileNumber'), { target: { value: '০১৭১২-৩৪৫৬৭৮' } });
    fireEvent.input(box('sscGPA'), { target: { value: '৪.৮০' } });
    await page.hydrate();
    await waitFor(() => expect(box('personalMobileNumber')).toHaveValue('01712345678'));
    expect(box('sscGPA')).toHaveValue('4.80');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(ADMISSION_DRAFT_KEY) ?? '{}')).toMatchObject({ personalMobileNumber: '01712345678' }));
    page.cleanup();
  });

  it('shows the GPA notice for a GPA typed before the page’s script ran', async () => {
    const page = serverRendered(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    const box = (name: string) => page.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    fireEvent.input(box('sscGPA'), { target: { value: '2.25' } });
    await page.hydrate();
    await waitFor(() => expect(within(page.container).getByText(labels.gpaNotice)).toBeInTheDocument());
    page.cleanup();
  });

  it('on a switch of language, the other language’s form takes up what this one saved, its department too', async () => {
    // The router keeps the English form mounted (hidden) while the Bengali one renders.
    const user = userEvent.setup();
    renderForm();
    await user.type(field(labels.studentName), 'Rafiqul Islam');
    await user.selectOptions(field(labels.department), 'Computer Science and Technology|1');
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('Rafiqul Islam'));
    const bengali = render(
      <AdmissionForm
        institute={INSTITUTE}
        locale="bn"
        departments={[{ id: 1, name: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি' }, { id: 2, name: 'সিভিল টেকনোলজি' }]}
        labels={labels}
        messages={v}
      />,
    );
    const box = (name: string) => bengali.container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(box('studentName')).toHaveValue('Rafiqul Islam'));
    expect(box('department')).toHaveValue('কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি|1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('Rafiqul Islam');
  });

  it('shown again after the other language’s form edited or sent the application, takes up what is stored now (the toggle twice, or Back)', async () => {
    // Next keeps the first language's page hidden, like <Activity>, and shows it again on the way back.
    const user = userEvent.setup();
    const view = render(formShown('visible'));
    await user.type(field(labels.studentName), 'English Name');
    await user.type(field(labels.sscBoardRoll), '111111');
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('111111'));
    view.rerender(formShown('hidden'));

    const bengali = render(<AdmissionForm institute={INSTITUTE} locale="bn" departments={DEPARTMENTS} labels={labels} messages={v} />);
    const bengaliBox = (name: string) => bengali.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(bengaliBox('studentName')).toHaveValue('English Name'));
    await user.clear(bengaliBox('studentName'));
    await user.type(bengaliBox('studentName'), 'Edited In Bengali');
    await user.clear(bengaliBox('sscBoardRoll'));
    await user.type(bengaliBox('sscBoardRoll'), '222222');
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('222222'));
    bengali.unmount();

    view.rerender(formShown('visible'));
    const box = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(box('studentName')).toHaveValue('Edited In Bengali'));
    expect(box('sscBoardRoll')).toHaveValue('222222');
    // Typing on keeps the edits: the draft is not overwritten with the old answers.
    await user.type(box('studentName'), 'X');
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('Edited In BengaliX'));
    expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('222222');

    // Sent from the other form meanwhile (its draft forgotten): an empty form, not the sent answers.
    view.rerender(formShown('hidden'));
    localStorage.removeItem(ADMISSION_DRAFT_KEY);
    view.rerender(formShown('visible'));
    await waitFor(() => expect(box('studentName')).toHaveValue(''));
    expect(box('sscBoardRoll')).toHaveValue('');
  });

  it('shown again with nothing changed elsewhere, keeps what it holds', async () => {
    const user = userEvent.setup();
    const view = render(formShown('visible'));
    await user.type(field(labels.studentName), 'Rafiqul Islam');
    view.rerender(formShown('hidden'));
    view.rerender(formShown('visible'));
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toContain('Rafiqul Islam'));
  });

  it('pre-selects ?department=<id> from the URL', async () => {
    search = 'department=2';
    renderForm();
    await waitFor(() => expect(field(labels.department)).toHaveValue('Civil Technology|2'));
  });

  it('sends the payload with an Idempotency-Key; success resets the form, shows the reference and refreshes the token', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 7, application_id: 'ADM-2026-000007' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.success);
    expect(alert).toHaveTextContent('ADM-2026-000007');
    await waitFor(() => expect(alert).toHaveFocus());

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admission?lang=en');
    expect(init.method).toBe('POST');
    expect(init.headers['Idempotency-Key']).toMatch(UUID);
    expect(JSON.parse(init.body)).toEqual({
      student_name: 'Rafiqul Islam',
      department: 'Civil Technology',
      department_id: 2,
      birth_date: null,
      guardian_name: 'Abdul Karim',
      ssc_board: 'Jessore',
      ssc_board_roll: '123456',
      ssc_Reg_number: null,
      ssc_gpa: 4.5,
      ssc_batch_year: 2024,
      student_mobile_number: '01712345678',
      guardian_mobile_number: null,
      recaptcha_token: 'token-1',
    });
    expect(field(labels.studentName)).toHaveValue('');
    expect(field(labels.department)).toHaveValue('');
    expect(humanCheck.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(localStorage.getItem(ADMISSION_DRAFT_KEY)).toBeNull());
    // The emptied form is a new one: passing its fields says nothing of the last application's typing.
    await user.click(field(labels.studentName));
    await user.tab();
    expect(screen.queryByText(v.studentNameRequired)).not.toBeInTheDocument();
  });

  it('does not send by itself answers edited again while the new check was solved', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    humanCheck.refresh.mockImplementation(() => {
      humanCheck.token = null;
      humanCheck.status = 'solving';
    });
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.networkHint));
    await user.type(field(labels.guardianName), ' Sarder');
    await user.click(submitButton());
    await screen.findByText(labels.autoSendHint);
    // Still typing when the check comes (valid answers, but not the ones that were waiting): what
    // goes is for the visitor to say.
    await user.type(field(labels.guardianName), ' Jr');
    humanCheck.token = 'token-2';
    humanCheck.status = 'ready';
    rerender(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(labels.autoSendHint)).not.toBeInTheDocument();
  });

  it('gives a receipt: who applied for what and when, the next step, print; a reload in the tab shows it again until hidden', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 7, application_id: 'ADM-2026-000007' }));
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    const date = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());
    expect(alert).toHaveTextContent(`Applicant: Rafiqul Islam. Department: Civil Technology. Sent on ${date}.`);
    expect(alert).toHaveTextContent('The admission office will call or text 01712345678 within three working days');
    await user.click(within(alert).getByRole('button', { name: labels.receiptPrint }));
    expect(print).toHaveBeenCalledTimes(1);
    // The name and number stay out of localStorage: a shared computer's next user must not see them.
    expect(JSON.stringify(localStorage)).not.toContain('Rafiqul');

    unmount();
    renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const last = screen.getByText(labels.receiptLast).parentElement!;
    expect(last).toHaveTextContent('ADM-2026-000007');
    expect(last).toHaveTextContent('Applicant: Rafiqul Islam.');
    await user.click(within(last).getByRole('button', { name: labels.receiptHide }));
    expect(screen.queryByText(labels.receiptLast)).not.toBeInTheDocument();
    expect(field(labels.studentName)).toHaveFocus();
    unmount();
    renderForm();
    expect(screen.queryByText(labels.receiptLast)).not.toBeInTheDocument();
  });

  it('writes the receipt in Bengali on the Bengali form, the number in Bengali digits', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 7, application_id: 'ADM-2026-000007' }));
    const user = userEvent.setup();
    render(<AdmissionForm institute={INSTITUTE} locale="bn" departments={[{ id: 2, name: 'সিভিল টেকনোলজি' }]} labels={bn.admissionForm} messages={bn.validation} />);
    const t = bn.admissionForm;
    const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await user.type(labelled(t.studentName), 'রফিকুল ইসলাম');
    await user.type(labelled(t.guardianName), 'আব্দুল করিম');
    await user.type(labelled(t.personalMobileNumber), '01712345678');
    await user.selectOptions(labelled(t.department), 'সিভিল টেকনোলজি|2');
    await user.type(labelled(t.sscBoardRoll), '123456');
    await user.type(labelled(t.sscBatch), '2024');
    await user.type(labelled(t.sscGPA), '4.50');
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('আবেদনকারী: রফিকুল ইসলাম। বিভাগ: সিভিল টেকনোলজি।');
    expect(alert).toHaveTextContent('০১৭১২৩৪৫৬৭৮ নম্বরে');
    expect(within(alert).getByRole('button', { name: t.receiptPrint })).toBeInTheDocument();
  });

  it('cleans the digits of a saved draft too (the stalled-page note saves the boxes as typed)', async () => {
    localStorage.setItem(ADMISSION_DRAFT_KEY, JSON.stringify({ personalMobileNumber: '০১৭১২ ৩৪৫৬৭৮', sscBoardRoll: '১২৩৪৫৬', sscGPA: '৪.৫০', savedAt: Date.now() }));
    renderForm();
    await waitFor(() => expect(field(labels.personalMobileNumber)).toHaveValue('01712345678'));
    expect(field(labels.sscBoardRoll)).toHaveValue('123456');
    expect(field(labels.sscGPA)).toHaveValue('4.50');
  });

  it('marks its form ready once its script runs, which the stalled-page note watches for', async () => {
    const page = serverRendered(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    const form = page.container.querySelector(ADMISSION_FORM_SELECTOR)!;
    expect(form).not.toHaveAttribute('data-ready');
    await page.hydrate();
    expect(form).toHaveAttribute('data-ready');
    page.cleanup();
  });

  it('keeps every value on a server failure and sends the same Idempotency-Key on the retry', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(500, { message: 'The application could not be saved. Please try again.' }))
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => answer(201, { message: 'ok', id: 8, application_id: 'ADM-2026-000008' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The application could not be saved. Please try again.');
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
    expect(field(labels.sscGPA)).toHaveValue('4.50');
    expect(field(labels.department)).toHaveValue('Civil Technology|2');

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.failure));
    expect(screen.getByRole('alert')).toHaveTextContent(labels.networkHint);
    expect(field(labels.guardianName)).toHaveValue('Abdul Karim');

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.success));
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses a new key once the values change', async () => {
    fetchMock.mockImplementation(() => answer(500, { message: 'The application could not be saved. Please try again.' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.type(field(labels.guardianName), ' Sarder');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(first).not.toBe(second);
    expect(humanCheck.refresh).not.toHaveBeenCalled();
  });

  it('after a post whose answer was lost, sends changed answers with a new human check, by itself', async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => answer(201, { message: 'ok', id: 9, application_id: 'ADM-2026-000009' }));
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.networkHint));

    // The lost post may have used token-1: the changed answers wait for a new check.
    humanCheck.refresh.mockImplementation(() => {
      humanCheck.token = null;
      humanCheck.status = 'solving';
    });
    await user.type(field(labels.guardianName), ' Sarder');
    await user.click(submitButton());
    await waitFor(() => expect(humanCheck.refresh).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(labels.autoSendHint)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    humanCheck.token = 'token-2';
    humanCheck.status = 'ready';
    rerender(<AdmissionForm institute={INSTITUTE} locale="en" departments={DEPARTMENTS} labels={labels} messages={v} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.success));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    expect(JSON.parse(second.body)).toMatchObject({ guardian_name: 'Abdul Karim Sarder', recaptcha_token: 'token-2' });
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('refreshes the human check on a 400 that mentions reCAPTCHA, keeping the values', async () => {
    fetchMock.mockImplementation(() => answer(400, { message: 'The reCAPTCHA check failed. Please try again.', errors: {} }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The reCAPTCHA check failed. Please try again.');
    expect(humanCheck.refresh).toHaveBeenCalledTimes(1);
    expect(field(labels.sscBoardRoll)).toHaveValue('123456');
  });

  it('refreshes the human check on a 400 that names recaptcha_token, though its message does not say reCAPTCHA (issue 46)', async () => {
    const message = en.submissions.securityCheck.replayed;
    fetchMock.mockImplementation(() => answer(400, { message, errors: { recaptcha_token: message } }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(humanCheck.refresh).toHaveBeenCalledTimes(1);
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
  });

  it('on a 422 (the key was first sent with other answers) says so, keeps the answers, and sends them with a new key and a new check (issue 46)', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(422, { message: en.submissions.keyReused }))
      .mockImplementationOnce(() => answer(201, { message: 'ok', id: 12, application_id: 'ADM-2026-000012' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.submissions.keyReused);
    expect(humanCheck.refresh).toHaveBeenCalledTimes(1);
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
    expect(field(labels.sscGPA)).toHaveValue('4.50');
    expect(field(labels.department)).toHaveValue('Civil Technology|2');

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.success));
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    expect(second.headers['Idempotency-Key']).toMatch(UUID);
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
  });

  it('shows the server’s field errors beside the fields they belong to', async () => {
    fetchMock.mockImplementation(() =>
      answer(400, { message: 'Please correct the highlighted fields.', errors: { ssc_board_roll: 'This roll is not on the Jessore board list', department_id: 'This department is not open' } }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findAllByText('This roll is not on the Jessore board list')).toHaveLength(2);
    expect(field(labels.sscBoardRoll)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.department)).toHaveAccessibleDescription(expect.stringContaining('This department is not open'));
    expect(humanCheck.refresh).not.toHaveBeenCalled();
  });

  it('shows a 413 for a photo the server found too large on the photo field, keeping the values', async () => {
    fetchMock.mockImplementation(() =>
      answer(413, { message: 'The form is too large to send. The photo must be 500 KB or smaller.', errors: { student_photo: 'The photo must be 500 KB or smaller' } }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('The form is too large to send. The photo must be 500 KB or smaller.')).toBeInTheDocument();
    expect(screen.getByLabelText(/max 500KB/)).toHaveAccessibleDescription(expect.stringContaining('The photo must be 500 KB or smaller'));
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
  });

  it('names the earlier application on a 409', async () => {
    fetchMock.mockImplementation(() => answer(409, { message: 'An application with this SSC roll already exists.', application_id: 'ADM-2026-000003' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An application with this SSC roll already exists.');
    expect(alert).toHaveTextContent('ADM-2026-000003');
  });

  it('on a 409 whose message already gives the reference, names it once, marked for copying', async () => {
    const message = en.submissions.admission.duplicate.replace('{reference}', 'ADM-2026-000006');
    fetchMock.mockImplementation(() => answer(409, { message, application_id: 'ADM-2026-000006' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.textContent!.split('ADM-2026-000006')).toHaveLength(2);
    expect(within(alert).getByText('ADM-2026-000006').tagName).toBe('STRONG');
  });

  it('sends one request for a double click', async () => {
    const resolve = holdPosts();
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(submitButton).toThrow(); // the label reads Submitting... now
    expect(screen.getByRole('button', { name: labels.submitting })).toBeDisabled();
    await act(async () => resolve(await answer(201, { application_id: 'ADM-1' })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the photo by its bytes and size, and sends it as multipart/form-data', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 9, application_id: 'ADM-2026-000009' }));
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText(/max 500KB/) as HTMLInputElement;

    await user.upload(input, new File(['GIF89a'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(v.photoType)).toBeInTheDocument();

    const big = new Uint8Array(600 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await user.upload(input, new File([big], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(v.photoTooLarge)).toBeInTheDocument();
    expect(screen.getByText(/This photo is 600 KB/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.photoShrink }));
    expect(await screen.findByText('Smaller copy ready: 180 KB.')).toBeInTheDocument();
    expect(screen.queryByText(v.photoTooLarge)).not.toBeInTheDocument();

    const small = new Uint8Array(20 * 1024);
    small.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([small], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: labels.photoPreviewAlt })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByText(v.photoTooLarge)).not.toBeInTheDocument();

    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText(labels.success);
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('student_name')).toBe('Rafiqul Islam');
    expect(body.get('department_id')).toBe('2');
    expect((body.get('student_photo') as File).name).toBe('me.png');
    expect(body.has('birth_date')).toBe(false);
    // Sent: the next application starts without the photo, in the box too.
    expect(input.files).toHaveLength(0);
    expect(screen.queryByRole('img', { name: labels.photoPreviewAlt })).not.toBeInTheDocument();
  });

  it('on a connection failure with a photo, says the photo is optional and can be left out; without one, says nothing of it', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.networkHint));
    expect(screen.getByRole('alert')).not.toHaveTextContent(labels.networkPhotoHint);

    cleanup();
    localStorage.clear();
    renderForm();
    const photo = new Uint8Array(480 * 1024);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    await user.upload(screen.getByLabelText(/max 500KB/), new File([photo], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: labels.photoPreviewAlt });
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.networkPhotoHint));
    expect(field(labels.studentName)).toHaveValue('Rafiqul Islam');
  });

  it('waits for a photo still being checked when Submit is pressed, and sends it with the form', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 10, application_id: 'ADM-2026-000010' }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillValid(user);
    // A photo from a phone's cloud storage: its bytes take a while to read.
    const bytes = new Uint8Array(20 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const photo = new File([bytes], 'slow.png', { type: 'image/png' });
    let release = () => {};
    const read = new Promise<void>((resolve) => (release = resolve));
    photo.slice = ((start = 0, end = bytes.length) =>
      ({ arrayBuffer: async () => (await read, bytes.slice(start, end).buffer) }) as unknown as Blob) as typeof photo.slice;
    await user.upload(screen.getByLabelText(/max 500KB/), photo);
    await user.click(submitButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    release();
    await screen.findByText(labels.success);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(((fetchMock.mock.calls[0]![1].body as FormData).get('student_photo') as File).name).toBe('slow.png');
  });

  it('shows the outcome on the other language’s form when the language is switched while sending', async () => {
    const deliver = holdPosts();
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // The switch: the Bengali form mounts (the English one stays, hidden) with the draft restored.
    const { container } = render(<AdmissionForm institute={INSTITUTE} locale="bn" departments={DEPARTMENTS} labels={bn.admissionForm} messages={bn.validation} />);
    const bengali = within(container);
    expect(bengali.getByRole('button', { name: bn.admissionForm.submitting })).toBeDisabled();

    await act(async () => deliver(await answer(201, { message: 'Application submitted successfully!', id: 12, application_id: 'ADM-2026-000012' })));
    const alert = await bengali.findByRole('alert');
    expect(alert).toHaveTextContent(bn.admissionForm.success);
    expect(alert).toHaveTextContent('ADM-2026-000012');
    expect(bengali.getByRole('button', { name: bn.admissionForm.submit })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the last outcome when a new application is tried, valid or not', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok', id: 11, application_id: 'ADM-2026-000011' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('ADM-2026-000011');
    await user.type(field(labels.studentName), 'Ab');
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByText(/ADM-2026-000011/)).not.toBeInTheDocument());
  });

  it('empties the photo box when the form is cleared, so the same photo can be chosen again', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
    // "Clear the form" is offered beside a restored draft.
    localStorage.setItem(ADMISSION_DRAFT_KEY, JSON.stringify({ studentName: 'Rafiqul Islam', savedAt: Date.now() }));
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await screen.findByText(labels.draftRestored);
    const input = screen.getByLabelText(/max 500KB/) as HTMLInputElement;
    const png = new Uint8Array(20 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const photo = new File([png], 'me.png', { type: 'image/png' });
    await user.upload(input, photo);
    await screen.findByRole('img', { name: labels.photoPreviewAlt });

    await user.click(screen.getByRole('button', { name: labels.startOver }));
    expect(screen.queryByRole('img', { name: labels.photoPreviewAlt })).not.toBeInTheDocument();
    expect(input.files).toHaveLength(0);

    await user.upload(input, photo);
    expect(await screen.findByRole('img', { name: labels.photoPreviewAlt })).toBeInTheDocument();
  });
});
