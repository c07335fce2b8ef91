import { act, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { SearchLauncher } from '@/components/layout/search-launcher';
import { setSearchOpen, useSearchOpen } from '@/lib/ui/search-store';

function OpenState() {
  return <output>{useSearchOpen() ? 'open' : 'closed'}</output>;
}

const launcher = (
  <>
    <SearchLauncher label="Search the site" searchPageHref="/bn/search" />
    <OpenState />
  </>
);

describe('SearchLauncher', () => {
  afterEach(() => setSearchOpen(false));

  it('is a link to the search page in the HTML, and a button that opens the overlay once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(launcher);
    document.body.append(container);
    // What a visitor can tap before the page's script has run: a real link.
    expect(within(container).getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/bn/search');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, launcher);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(within(container).queryByRole('link')).toBeNull();
    await userEvent.click(within(container).getByRole('button', { name: 'Search the site' }));
    expect(within(container).getByText('open')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
