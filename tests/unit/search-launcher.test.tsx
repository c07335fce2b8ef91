import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLauncher } from '@/components/layout/search-launcher';
import { setSearchOpen, useSearchOpen } from '@/lib/ui/search-store';
import { serverRendered } from './hydrate-from-server';

function OpenState() {
  return <output>{useSearchOpen() ? 'open' : 'closed'}</output>;
}

describe('SearchLauncher', () => {
  afterEach(() => setSearchOpen(false));

  it('is a link to the search page in the HTML, and a button that opens the overlay once hydrated', async () => {
    const page = serverRendered(
      <>
        <SearchLauncher label="Search the site" searchPageHref="/bn/search" />
        <OpenState />
      </>,
    );
    // What a visitor can tap before the page's script has run: a real link.
    expect(within(page.container).getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/bn/search');

    await page.hydrate();
    expect(within(page.container).queryByRole('link')).toBeNull();
    await userEvent.click(within(page.container).getByRole('button', { name: 'Search the site' }));
    expect(within(page.container).getByText('open')).toBeInTheDocument();
    page.cleanup();
  });

  it('keeps keyboard focus when the link becomes the button', async () => {
    const page = serverRendered(<SearchLauncher label="Search the site" searchPageHref="/search" />);
    within(page.container).getByRole('link', { name: 'Search the site' }).focus();
    await page.hydrate();
    expect(within(page.container).getByRole('button', { name: 'Search the site' })).toHaveFocus();
    page.cleanup();
  });
});
