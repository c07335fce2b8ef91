import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSearchOpen } from '@/lib/ui/search-store';
import { SearchFrame, SearchWhenOpen } from './search-frame';

/** Notes where focus is when each commit's layout effects run, after those of the elements before it. */
function FocusAtCommit({ seen }: { seen: (Element | null)[] }) {
  useLayoutEffect(() => {
    seen.push(document.activeElement);
  });
  return null;
}

describe('useSearchDialog', () => {
  afterEach(() => act(() => setSearchOpen(false)));

  it('has the new box focused in the very commit that swaps the loading frame for the overlay', () => {
    act(() => setSearchOpen(true));
    const seen: (Element | null)[] = [];
    // The key stands for the hand-over: one dialog leaves the page and another arrives.
    const { rerender } = render(
      <>
        <SearchFrame key="loading" />
        <FocusAtCommit seen={seen} />
      </>,
    );
    rerender(
      <>
        <SearchFrame key="overlay" />
        <FocusAtCommit seen={seen} />
      </>,
    );
    // Focused any later, a letter typed in between would go to the page.
    expect(seen.at(-1)).toBe(screen.getByRole('searchbox'));
  });

  it('gives focus back, when the search closes, to where it was when it opened', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => setSearchOpen(true)}>
          Search
        </button>
        <SearchWhenOpen />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
