import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { ProspectusRequest } from '@/components/admission/prospectus-request';

const labels = en.prospectusPage;
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Fills the four required fields of an open dialog. */
async function fillRequest(user: ReturnType<typeof userEvent.setup>, phone = '01812345678', address = 'Sonadanga, Khulna') {
  await user.type(field(labels.name), 'Sharmin Akter');
  await user.type(field(labels.phone), phone);
  await user.type(field(labels.email), 'sharmin@example.com');
  await user.type(field(labels.address), address);
}

describe('ProspectusRequest', () => {
  it('opens a modal dialog, validates, submits, and closing clears the message and returns focus', async () => {
    fetchMock.mockImplementation(async () => ({ ok: true, status: 201, json: async () => ({ message: 'ok' }) }));
    const user = userEvent.setup();
    render(<ProspectusRequest locale="en" anchor="request-copy" labels={labels} messages={en.validation} />);
    const opener = screen.getByRole('button', { name: labels.request });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: labels.modalTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(field(labels.name)).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: labels.submit }));
    for (const key of ['nameRequired', 'addressRequired', 'phoneRequired', 'emailRequired'] as const) {
      expect(await screen.findByText(en.validation[key])).toBeInTheDocument();
    }
    expect(field(labels.phone)).toHaveAttribute('type', 'tel');
    expect(field(labels.notes)).not.toBeRequired();

    await fillRequest(user, '01812-345678', 'House 4, Road 2, Sonadanga, Khulna');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.success)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/prospectus?lang=en');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ name: 'Sharmin Akter', phone: '01812-345678', notes: '' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
    await user.click(opener);
    expect(screen.queryByText(labels.success)).not.toBeInTheDocument();
  });

  it('shows the failure message and keeps the values', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    const user = userEvent.setup();
    render(<ProspectusRequest locale="en" anchor="request-copy" labels={labels} messages={en.validation} />);
    await user.click(screen.getByRole('button', { name: labels.request }));
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.failure)).toBeInTheDocument();
    expect(field(labels.name)).toHaveValue('Sharmin Akter');
  });

  it('closing clears the marked fields and the failure, and keeps what was typed', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    const user = userEvent.setup();
    render(<ProspectusRequest locale="en" anchor="request-copy" labels={labels} messages={en.validation} />);
    const opener = screen.getByRole('button', { name: labels.request });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(en.validation.phoneRequired)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(opener);
    expect(screen.queryByText(en.validation.phoneRequired)).not.toBeInTheDocument();
    expect(field(labels.phone)).not.toHaveAttribute('aria-invalid', 'true');

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.failure)).toBeInTheDocument();
    // The form's own Close button (the dialog's corner button has the same name).
    await user.click(screen.getAllByRole('button', { name: labels.close }).at(-1)!);
    await user.click(opener);
    expect(screen.queryByText(labels.failure)).not.toBeInTheDocument();
    expect(field(labels.name)).toHaveValue('Sharmin Akter');
  });

  it('closing from a field that has been typed in does not check it again on the way out', async () => {
    const user = userEvent.setup();
    render(<ProspectusRequest locale="en" anchor="request-copy" labels={labels} messages={en.validation} />);
    const opener = screen.getByRole('button', { name: labels.request });
    for (const closeWith of ['Escape', 'Close button'] as const) {
      await user.click(opener);
      await user.type(field(labels.phone), 'abc');
      await user.click(screen.getByRole('button', { name: labels.submit }));
      expect(await screen.findByText(en.validation.phoneInvalid)).toBeInTheDocument();
      // Focus is in the phone field when the dialog closes: moving it to the opener blurs the field.
      await user.click(field(labels.phone));
      if (closeWith === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getAllByRole('button', { name: labels.close }).at(-1)!);
      await user.click(opener);
      expect(screen.queryByText(en.validation.phoneInvalid)).not.toBeInTheDocument();
      expect(field(labels.phone)).not.toHaveAttribute('aria-invalid', 'true');
      await user.clear(field(labels.phone));
      await user.keyboard('{Escape}');
    }
  });

  it('keeps what was typed when the dialog is closed before sending, and sends it after reopening', async () => {
    fetchMock.mockImplementation(async () => ({ ok: true, status: 201, json: async () => ({ message: 'ok' }) }));
    const user = userEvent.setup();
    render(<ProspectusRequest locale="en" anchor="request-copy" labels={labels} messages={en.validation} />);
    const opener = screen.getByRole('button', { name: labels.request });
    await user.click(opener);
    await user.type(field(labels.name), 'Sharmin Akter');
    await user.type(field(labels.address), 'Sonadanga, Khulna');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    expect(field(labels.name)).toHaveValue('Sharmin Akter');
    expect(field(labels.address)).toHaveValue('Sonadanga, Khulna');
    await user.type(field(labels.phone), '01812345678');
    await user.type(field(labels.email), 'sharmin@example.com');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.success)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ name: 'Sharmin Akter', address: 'Sonadanga, Khulna' });

    // Sent: the next request starts empty.
    await user.keyboard('{Escape}');
    await user.click(opener);
    expect(field(labels.name)).toHaveValue('');
  });
});
