import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { serverRendered } from './hydrate-from-server';

const labels = en.newsletter;
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('NewsletterForm', () => {
  it('has a visible label and checks the address before sending', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm locale="en" labels={labels} messages={en.validation} />);
    const email = screen.getByLabelText(labels.label);
    await user.type(email, 'rafiq@');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(en.validation.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes and says so, or says it failed and keeps the address', async () => {
    fetchMock
      // A failure with no explanation (a proxy's HTML page): the form's own words.
      .mockImplementationOnce(async () => ({ ok: false, status: 503, json: async () => Promise.reject(new SyntaxError('not JSON')) }))
      .mockImplementationOnce(async () => ({ ok: true, status: 201, json: async () => ({ message: 'ok' }) }));
    const user = userEvent.setup();
    render(<NewsletterForm locale="en" labels={labels} messages={en.validation} />);
    const email = screen.getByLabelText(labels.label);
    await user.type(email, 'rafiq@example.com');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.failure)).toBeInTheDocument();
    expect(email).toHaveValue('rafiq@example.com');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.success)).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/newsletter?lang=en');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ email: 'rafiq@example.com' });
  });

  it('says so in the server’s words when the address was subscribed already, in Bengali too', async () => {
    const bn = (await import('@/messages/bn.json')).default;
    fetchMock.mockImplementationOnce(async () => ({ ok: true, status: 200, json: async () => ({ message: bn.submissions.newsletter.already }) }));
    const user = userEvent.setup();
    render(<NewsletterForm locale="bn" labels={bn.newsletter} messages={bn.validation} />);
    await user.type(screen.getByLabelText(bn.newsletter.label), 'rafiq@example.com');
    await user.click(screen.getByRole('button', { name: bn.newsletter.submit }));
    expect(await screen.findByText(bn.submissions.newsletter.already)).toBeInTheDocument();
    expect(screen.queryByText(bn.newsletter.success)).not.toBeInTheDocument();
  });
});

describe('NewsletterForm before the page is interactive', () => {
  it('cannot be sent by the browser itself, and sends what was typed early once it can', async () => {
    fetchMock.mockImplementation(async () => ({ ok: true, status: 201, json: async () => ({ message: 'ok' }) }));
    const page = serverRendered(<NewsletterForm locale="en" labels={labels} messages={en.validation} />);
    const view = within(page.container);
    // Enabled, a press would reload the page with the address in the URL and subscribe nobody.
    expect(view.getByRole('button', { name: labels.submit })).toBeDisabled();
    await userEvent.type(view.getByLabelText(labels.label), 'rafiq@example.com');

    await page.hydrate();
    await userEvent.click(view.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ email: 'rafiq@example.com' });
    page.cleanup();
  });
});
