import { Activity } from 'react';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { ContactForm } from '@/components/forms/contact-form';
import { serverRendered } from './hydrate-from-server';

const labels = en.contactForm;
const fetchMock = jest.fn();

function answer(status: number, body: unknown = {}) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const DRAFT_KEY = 'contact-form-draft';
const storedDraft = () => localStorage.getItem(DRAFT_KEY);

/** The form as Next keeps a page left on a switch of language: mounted, and hidden or shown again. */
function formShown(mode: 'visible' | 'hidden') {
  return (
    <Activity mode={mode}>
      <ContactForm locale="en" labels={labels} messages={en.validation} />
    </Activity>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.name), 'Nusrat Jahan');
  await user.type(field(labels.email), 'nusrat@example.com');
  await user.type(field(labels.message), 'When does the next admission start?');
}

describe('ContactForm', () => {
  it('requires name, e-mail and message; subject is optional', async () => {
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(en.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(en.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(en.validation.messageRequired)).toBeInTheDocument();
    expect(field(labels.subject)).not.toBeRequired();
    expect(field(labels.email)).toHaveAttribute('type', 'email');
    await user.type(field(labels.email), 'not-an-address');
    await user.tab();
    expect(await screen.findByText(en.validation.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing about an empty field that is only passed through, but checks it on submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await user.click(field(labels.name));
    await user.tab();
    await user.tab();
    expect(screen.queryByText(en.validation.nameRequired)).not.toBeInTheDocument();
    expect(field(labels.name)).not.toHaveAttribute('aria-invalid', 'true');
    // Typed, then emptied: now it is checked when left.
    await user.type(field(labels.name), 'N');
    await user.clear(field(labels.name));
    await user.tab();
    expect(await screen.findByText(en.validation.nameRequired)).toBeInTheDocument();
  });

  it('idle → Sending... (disabled) → success: green message and a cleared form', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<ContactForm locale="bn" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByRole('button', { name: labels.sending })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact?lang=bn');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      subject: '',
      message: 'When does the next admission start?',
    });
    resolve(await answer(201, { message: 'ok', id: 1 }));
    const success = await screen.findByText(labels.success);
    expect(success).toHaveAttribute('data-tone', 'success');
    expect(field(labels.name)).toHaveValue('');
    expect(field(labels.message)).toHaveValue('');
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
  });

  it('a refusal the server explains: its words, values kept', async () => {
    const tooMany = 'Too many attempts. Please wait 8 minutes and try again.';
    fetchMock.mockImplementation(() => answer(429, { message: tooMany }));
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(tooMany)).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByText(labels.failure)).not.toBeInTheDocument();
    expect(field(labels.name)).toHaveValue('Nusrat Jahan');
  });

  it('a non-OK answer without an explanation: the failure message, values kept', async () => {
    fetchMock.mockImplementation(() => answer(500, {}));
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const failure = await screen.findByText(labels.failure);
    expect(failure).toHaveAttribute('data-tone', 'error');
    expect(field(labels.name)).toHaveValue('Nusrat Jahan');
    expect(field(labels.message)).toHaveValue('When does the next admission start?');
  });

  it('a network error: the connection message, values kept, and the retry is the same message (same key)', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch'))).mockImplementationOnce(() => answer(201, { message: 'ok', id: 1 }));
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.network)).toBeInTheDocument();
    expect(field(labels.email)).toHaveValue('nusrat@example.com');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(screen.getByText(labels.success)).toBeInTheDocument());
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(first).toBe(second);
  });

  it('"still being processed" (409): the retry is the same message (same key), so it is stored once', async () => {
    const busy = 'Your submission is still being processed. Please wait a moment and try again.';
    fetchMock.mockImplementationOnce(() => answer(409, { message: busy })).mockImplementationOnce(() => answer(201, { message: 'ok', id: 1 }));
    const user = userEvent.setup();
    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(screen.getByText(labels.success)).toBeInTheDocument());
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(first).toBe(second);
  });
});

describe('ContactForm draft on the device', () => {
  it('a reload (the form opened again) shows what was typed; a failure keeps it, a success forgets it', async () => {
    fetchMock.mockImplementationOnce(() => answer(500, {})).mockImplementationOnce(() => answer(201, { message: 'ok', id: 1 }));
    const user = userEvent.setup();
    const first = render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await fill(user);
    await user.type(field(labels.subject), 'Admission');
    // Left before the pause that saves it: leaving saves at once.
    first.unmount();
    expect(storedDraft()).toContain('When does the next admission start?');

    render(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    await waitFor(() => expect(field(labels.message)).toHaveValue('When does the next admission start?'));
    expect(field(labels.name)).toHaveValue('Nusrat Jahan');
    expect(field(labels.email)).toHaveValue('nusrat@example.com');
    expect(field(labels.subject)).toHaveValue('Admission');

    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.failure)).toBeInTheDocument();
    expect(storedDraft()).toContain('Nusrat Jahan');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.success)).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ subject: 'Admission', message: 'When does the next admission start?' });
  });

  it('what is typed before the page is interactive wins over the draft, field by field', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Old Name', message: 'An older question', savedAt: Date.now() }));
    const page = serverRendered(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    const view = within(page.container);
    await userEvent.setup().type(view.getByLabelText(new RegExp(`^${labels.name}`)), 'Nusrat Jahan');
    await page.hydrate();
    await waitFor(() => expect(view.getByLabelText(new RegExp(`^${labels.message}`))).toHaveValue('An older question'));
    expect(view.getByLabelText(new RegExp(`^${labels.name}`))).toHaveValue('Nusrat Jahan');
    // Saved without waiting for a keystroke.
    await waitFor(() => expect(JSON.parse(storedDraft()!)).toMatchObject({ name: 'Nusrat Jahan', message: 'An older question' }));
    page.cleanup();
  });

  it('shown again after the other language’s form edited or sent the message, takes up what is stored now', async () => {
    const user = userEvent.setup();
    const view = render(formShown('visible'));
    await user.type(field(labels.message), 'Typed in English');
    view.rerender(formShown('hidden'));

    const bengali = render(<ContactForm locale="bn" labels={labels} messages={en.validation} />);
    const bengaliBox = (name: string) => bengali.container.querySelector<HTMLTextAreaElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(bengaliBox('message')).toHaveValue('Typed in English'));
    await user.type(bengaliBox('message'), ', edited in Bengali');
    bengali.unmount();

    view.rerender(formShown('visible'));
    const box = (name: string) => view.container.querySelector<HTMLTextAreaElement>(`[name="${name}"]`)!;
    await waitFor(() => expect(box('message')).toHaveValue('Typed in English, edited in Bengali'));

    // Sent from the other form meanwhile (its draft forgotten): an empty form, not the sent message.
    view.rerender(formShown('hidden'));
    localStorage.removeItem(DRAFT_KEY);
    view.rerender(formShown('visible'));
    await waitFor(() => expect(box('message')).toHaveValue(''));
  });
});

describe('ContactForm before the page is interactive', () => {
  it('cannot be sent by the browser itself (a reload with the message in the URL), and sends it once it can', async () => {
    fetchMock.mockImplementation(() => answer(201, { message: 'ok' }));
    const page = serverRendered(<ContactForm locale="en" labels={labels} messages={en.validation} />);
    const view = within(page.container);
    expect(view.getByRole('button', { name: labels.submit })).toBeDisabled();
    await fill(userEvent.setup());

    await page.hydrate();
    await userEvent.click(view.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ name: 'Nusrat Jahan', message: 'When does the next admission start?' });
    page.cleanup();
  });
});
