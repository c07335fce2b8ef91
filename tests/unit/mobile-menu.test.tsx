import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/mobile-menu';
import type { NavItem } from '@/components/layout/nav-types';
import { setSearchOpen } from '@/lib/ui/search-store';
import { serverRendered } from './hydrate-from-server';
import { SearchWhenOpen } from './search-frame';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ children, ...props }: { href: string; children: ReactNode }) => <a {...props}>{children}</a>,
  usePathname: () => '/notice',
}));

const items: NavItem[] = [
  {
    kind: 'group',
    key: 'admission',
    label: 'Admission',
    items: [
      { href: '/admission', label: 'Apply Online' },
      { href: '/admission/tuition-fees', label: 'Tuition Fees' },
    ],
  },
  { kind: 'link', key: 'notice', href: '/notice', label: 'Notice' },
];
const labels = { open: 'Open menu', close: 'Close menu', title: 'Menu', search: 'Search', navigation: 'Mobile' };

describe('MobileMenu', () => {
  // A test that fails with the search open must not leave it open for the next.
  afterEach(() => act(() => setSearchOpen(false)));

  it('adds its links on the first opening and keeps them after closing', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} labels={labels} allPagesHref="/search#all-pages" />);
    // Closed, the panel holds no links: nothing unseen to lay out or hydrate on page load.
    expect(document.querySelectorAll('#mobile-menu a')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const notice = within(dialog).getByRole('link', { name: 'Notice' });
    expect(notice).toHaveAttribute('aria-current', 'page');
    await user.click(within(dialog).getByRole('button', { name: 'Admission' }));
    expect(within(dialog).getByRole('link', { name: 'Tuition Fees' })).toHaveAttribute('href', '/admission/tuition-fees');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.querySelectorAll('#mobile-menu a')).toHaveLength(3);
  });

  it('closes when the link to the page shown is chosen, since no navigation will', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} labels={labels} allPagesHref="/search#all-pages" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const notice = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Notice' });
    // Following a link is the browser's part (jsdom has none).
    notice.addEventListener('click', (event) => event.preventDefault());
    await user.click(notice);
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).not.toHaveAttribute('data-open');
    expect(panel).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('leaves focus with the search it opens, which gives it back to the hamburger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MobileMenu items={items} labels={labels} allPagesHref="/search#all-pages" />
        <SearchWhenOpen />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Search' }));
    // The closing menu does not take focus back from the search box.
    expect(screen.getByRole('searchbox')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('is a link to the list of every page until the page is interactive', async () => {
    const page = serverRendered(<MobileMenu items={items} labels={labels} allPagesHref="/bn/search#all-pages" />);
    // A tap before the page's script has run still leads to every page.
    expect(within(page.container).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/bn/search#all-pages');
    expect(within(page.container).queryByRole('button', { name: 'Open menu' })).toBeNull();

    await page.hydrate();
    expect(within(page.container).queryByRole('link', { name: 'Menu' })).toBeNull();
    await userEvent.click(within(page.container).getByRole('button', { name: 'Open menu' }));
    expect(within(page.container).getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    page.cleanup();
  });
});
