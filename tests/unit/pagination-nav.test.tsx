import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaginationNav } from '@/components/lists/pagination-nav';
import { serverRendered } from './hydrate-from-server';

const labels = { nav: 'Notice pages', previous: 'Previous', next: 'Next', page: 'Page {page}' };

describe('PaginationNav', () => {
  it('is links to the pages’ addresses until the script runs, then buttons; focus stays on the same control', async () => {
    const onChange = jest.fn();
    const page = serverRendered(
      <PaginationNav page={1} pageCount={5} onChange={onChange} labels={labels} locale="en" hrefFor={(n) => `?page=${n}`} />,
    );
    const nav = within(page.container).getByRole('navigation', { name: 'Notice pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '?page=5');
    // Nothing to go back to on the first page: a disabled button, not a link.
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    within(nav).getByRole('link', { name: 'Page 2' }).focus();

    await page.hydrate();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    const two = within(nav).getByRole('button', { name: 'Page 2' });
    expect(two).toHaveFocus();
    await userEvent.click(two);
    expect(onChange).toHaveBeenCalledWith(2);
    page.cleanup();
  });

  it('is buttons from the start for a list that does not keep its page in the address', () => {
    render(<PaginationNav page={2} pageCount={3} onChange={jest.fn()} labels={labels} locale="bn" />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Page ২' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page ৩' })).toHaveTextContent('৩');
  });
});
