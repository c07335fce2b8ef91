import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeBoard, type NoticeBoardLabels, type NoticeItem } from '@/components/notices/notice-board';
import { serverRendered } from './hydrate-from-server';
import { historyMove } from './history-move';

const labels: NoticeBoardLabels = {
  search: 'Search notices',
  searchPlaceholder: 'Type a word from the title',
  sort: 'Sort by date',
  newest: 'Newest first',
  oldest: 'Oldest first',
  refresh: 'Refresh',
  loading: 'Loading notices…',
  error: 'Error loading notices. Please try again later.',
  emptySearch: 'No notices match your search criteria',
  emptyAll: 'No notices available at the moment',
  clearSearch: 'Clear search',
  clearBox: 'Clear the search box',
  newBadge: 'New',
  opensInNewTab: '(opens in a new tab)',
  pdf: 'PDF',
  showing: { many: 'Showing {from}-{to} of {total} notices', one: 'Showing 1 notice' },
  pagination: { nav: 'Notice pages', previous: 'Previous', next: 'Next', page: 'Page {page}' },
};

const TODAY = '2025-03-01';

/** 45 notices, one a day back from today; notice 1 is today's, notice 45 has no date. */
const notices: NoticeItem[] = Array.from({ length: 45 }, (_, i) => {
  const date = new Date(Date.UTC(2025, 2, 1 - i)).toISOString().slice(0, 10);
  return {
    id: i + 1,
    title: i % 3 === 0 ? `Examination notice ${i + 1}` : `Class notice ${i + 1}`,
    publicDate: i === 44 ? null : date,
    dateLabel: i === 44 ? '' : date,
    url: `/files/notices/notice-${i + 1}.pdf`,
  };
});

function renderBoard(props: Partial<Parameters<typeof NoticeBoard>[0]> = {}) {
  return render(<NoticeBoard locale="en" notices={notices} today={TODAY} failed={false} labels={labels} {...props} />);
}

/** The notice list (the pagination has a list of its own after it). */
const noticeList = () => screen.getAllByRole('list')[0]!;
const titles = () => within(noticeList()).getAllByRole('link').map((a) => a.querySelector('.title')?.textContent);

/** What fetch answers, as much of a Response as the board reads (jsdom has no Response). */
const answerWith = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

beforeEach(() => {
  window.history.replaceState(null, '', '/notice');
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NoticeBoard', () => {
  it('shows the first 20 notices, newest first, as links that open in a new tab', () => {
    renderBoard();
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
    const links = within(noticeList()).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links[0]).toHaveAccessibleName(/Examination notice 1 .*\(opens in a new tab\)/);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(links[0]).toHaveAttribute('href', '/files/notices/notice-1.pdf');
    // A PDF says so before the tap: on a cheap phone it is often a download.
    expect(within(links[0]!).getByText('PDF')).toBeVisible();
  });

  it("marks only today's notice as new", () => {
    renderBoard();
    expect(screen.getAllByText('New')).toHaveLength(1);
    const first = within(noticeList()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('New')).toBeInTheDocument();
  });

  it('searches the titles without regard to case, back on page 1, and writes the search to the URL', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/notice?page=2');
    renderBoard();
    await user.type(screen.getByLabelText('Search notices'), 'EXAMINATION');
    expect(screen.getByText('Showing 1-15 of 15 notices')).toBeInTheDocument();
    expect(titles().every((t) => t?.startsWith('Examination'))).toBe(true);
    expect(window.location.search).toBe('?q=EXAMINATION');
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).not.toBeInTheDocument();
  });

  it('counts a single match in the singular', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.type(screen.getByLabelText('Search notices'), 'notice 45');
    expect(titles()).toEqual(['Class notice 45']);
    expect(screen.getByText('Showing 1 notice')).toBeInTheDocument();
  });

  it('says when nothing matches, and the search can be cleared', async () => {
    const user = userEvent.setup();
    renderBoard();
    const live = screen.getByText('Showing 1-20 of 45 notices').parentElement!.querySelectorAll('[aria-live]');
    await user.type(screen.getByLabelText('Search notices'), 'no such notice');
    expect(screen.getByText('No notices match your search criteria')).toBeInTheDocument();
    // Told to a screen reader too: it appears inside a live region that was already there.
    expect(screen.getByText('No notices match your search criteria').closest('[aria-live]')).toBe(live[1]);
    expect(screen.queryByText('No notices available at the moment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search notices')).toHaveValue('');
    // The button went with the message: the focus is on the count of the list that is back, not lost to the page.
    expect(screen.getByText('Showing 1-20 of 45 notices')).toHaveFocus();
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
  });

  it('clears the search from a button inside the box, the keyboard kept in the box', async () => {
    const user = userEvent.setup();
    renderBoard();
    expect(screen.queryByRole('button', { name: 'Clear the search box' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search notices'), 'notice 45');
    expect(titles()).toEqual(['Class notice 45']);
    await user.click(screen.getByRole('button', { name: 'Clear the search box' }));
    expect(screen.getByLabelText('Search notices')).toHaveValue('');
    expect(screen.getByLabelText('Search notices')).toHaveFocus();
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('says when there are no notices at all', () => {
    renderBoard({ notices: [] });
    expect(screen.getByText('No notices available at the moment')).toBeInTheDocument();
    expect(screen.queryByText('No notices match your search criteria')).not.toBeInTheDocument();
  });

  it('sorts oldest first, with the undated notice first', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.selectOptions(screen.getByLabelText('Sort by date'), 'oldest');
    expect(titles()[0]).toBe('Class notice 45');
    expect(titles()[1]).toBe('Class notice 44');
    expect(window.location.search).toBe('?sort=oldest');
  });

  it('pages with Previous and Next disabled at the ends, and scrolls back to the list', async () => {
    const user = userEvent.setup();
    renderBoard();
    const nav = screen.getByRole('navigation', { name: 'Notice pages' });
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 41-45 of 45 notices')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(window.location.search).toBe('?page=3');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // A disabled end does nothing when pressed.
    await user.click(next);
    expect(window.location.search).toBe('?page=3');
  });

  it('takes the keyboard focus from Next to the new page\'s count line, page after page, to the last', async () => {
    const user = userEvent.setup();
    renderBoard();
    const nav = screen.getByRole('navigation', { name: 'Notice pages' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Showing 21-40 of 45 notices')).toHaveFocus());
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Showing 41-45 of 45 notices')).toHaveFocus());
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('clamps a page beyond the last one', () => {
    window.history.replaceState(null, '', '/notice?page=9');
    renderBoard();
    expect(screen.getByText('Showing 41-45 of 45 notices')).toBeInTheDocument();
  });

  it('restores the state of the URL on Back', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 21-40 of 45 notices')).toBeInTheDocument();
    historyMove('/notice');
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
  });

  it('on Back, moves the focus from a notice that is gone to the count line, scrolled into view; focus that stays is left alone', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The page change itself moves the focus to the count line, a frame later.
    await waitFor(() => expect(screen.getByText('Showing 21-40 of 45 notices')).toHaveFocus());
    within(noticeList()).getAllByRole('link')[0]!.focus();
    jest.mocked(Element.prototype.scrollIntoView).mockClear();
    historyMove('/notice');
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1-20 of 45 notices')).toHaveFocus());
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' })));
    jest.mocked(Element.prototype.scrollIntoView).mockClear();

    const pageThree = screen.getByRole('button', { name: 'Page 3' });
    pageThree.focus();
    historyMove('/notice?page=2');
    expect(screen.getByText('Showing 21-40 of 45 notices')).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(pageThree).toHaveFocus();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the error banner when the server could not read the notices', () => {
    renderBoard({ notices: [], failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading notices. Please try again later.');
    expect(screen.queryByText('No notices available at the moment')).not.toBeInTheDocument();
  });

  it('refreshes: a spinner while loading, then the new list on page 1', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/notice?page=2');
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/notices?lang=en', expect.objectContaining({ cache: 'no-cache' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading notices…');
    // Unavailable while loading, but still holding the focus (a disabled button drops it).
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(answerWith(200, { notices: notices.slice(0, 3), today: TODAY }));
    });
    expect(screen.getByText('Showing 1-3 of 3 notices', { selector: 'p[data-list-start]' })).toBeInTheDocument();
    // The spinner is gone, and a screen reader hears what the refresh found.
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-3 of 3 notices');
    expect(window.location.search).toBe('');
    // A search after it: the refresh's sentence no longer speaks of the list, and is gone.
    await user.type(screen.getByLabelText(labels.search), 'Examination');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('shows the error banner when a refresh fails, and keeps the notices it had', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () => answerWith(502, {})) as unknown as typeof fetch;
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading notices. Please try again later.');
    expect(screen.getByText('Showing 1-20 of 45 notices')).toBeInTheDocument();
  });
});

describe('NoticeBoard before the page is interactive', () => {
  it('keeps a search typed and a sort chosen before hydration, and applies them', async () => {
    const page = serverRendered(<NoticeBoard locale="en" notices={notices} today={TODAY} failed={false} labels={labels} />);
    const view = within(page.container);
    await userEvent.type(view.getByLabelText(labels.search), 'Examination');
    await userEvent.selectOptions(view.getByLabelText(labels.sort), labels.oldest);

    await page.hydrate();
    expect(view.getByLabelText(labels.search)).toHaveValue('Examination');
    expect(view.getByLabelText(labels.sort)).toHaveValue('oldest');
    const shown = within(view.getAllByRole('list')[0]!).getAllByRole('link').map((a) => a.querySelector('.title')?.textContent);
    // Examination notices are every third, 1, 4, … 43; oldest first starts with the oldest dated one.
    expect(shown[0]).toBe('Examination notice 43');
    expect(shown.every((title) => title?.startsWith('Examination'))).toBe(true);
    expect(window.location.search).toBe('?q=Examination&sort=oldest');
    page.cleanup();
  });

  it('follows the address when the boxes were left alone', async () => {
    window.history.replaceState(null, '', '/notice?sort=oldest');
    const page = serverRendered(<NoticeBoard locale="en" notices={notices} today={TODAY} failed={false} labels={labels} />);
    await page.hydrate();
    expect(within(page.container).getByLabelText(labels.sort)).toHaveValue('oldest');
    expect(window.location.search).toBe('?sort=oldest');
    page.cleanup();
  });
});
