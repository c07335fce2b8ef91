import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedList } from '@/components/lists/paged-list';
import { historyMove } from './history-move';

/** 14 job cards, 6 a page, as on the jobs board. */
const items = Array.from({ length: 14 }, (_, i) => ({
  key: i + 1,
  node: <a href={`/career/jobs-board/${i + 1}`}>Job {i + 1}</a>,
}));

function renderList() {
  return render(
    <PagedList
      items={items}
      pageSize={6}
      locale="en"
      showing={{ many: 'Showing {from}-{to} of {total} jobs', one: 'Showing 1 job' }}
      pagination={{ nav: 'Job pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }}
    />,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/career/jobs-board');
  Element.prototype.scrollIntoView = jest.fn();
});

describe('PagedList', () => {
  it('pages through the cards and writes the page to the address', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByText('Showing 1-6 of 14 jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 13-14 of 14 jobs')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Job 13', 'Job 14']);
    expect(window.location.search).toBe('?page=3');
  });

  it('on Back from a card of the page left, the focus goes to the count line instead of the page itself', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The page change itself moves the focus to the count line, a frame later.
    await waitFor(() => expect(screen.getByText('Showing 7-12 of 14 jobs')).toHaveFocus());
    screen.getByRole('link', { name: 'Job 7' }).focus();
    historyMove('/career/jobs-board');
    expect(screen.getByText('Showing 1-6 of 14 jobs')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1-6 of 14 jobs')).toHaveFocus());
  });

  it('on Back, a focused control that stays keeps the focus', async () => {
    const user = userEvent.setup();
    renderList();
    const nav = screen.getByRole('navigation', { name: 'Job pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    // The page change itself moves the focus to the count line, a frame later.
    await waitFor(() => expect(screen.getByText('Showing 7-12 of 14 jobs')).toHaveFocus());
    const next = within(nav).getByRole('button', { name: 'Next' });
    next.focus();
    historyMove('/career/jobs-board');
    expect(screen.getByText('Showing 1-6 of 14 jobs')).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(next).toHaveFocus();
  });
});
