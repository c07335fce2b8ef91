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

  it("works from the server's HTML, before the page's script: a popover its buttons open and close, native groups, its links in the HTML", async () => {
    const page = serverRendered(<MobileMenu items={items} labels={labels} searchHref="/bn/search" />);
    const hamburger = within(page.container).getByRole('button', { name: 'Open menu' });
    // The browser opens the panel itself (popovertarget); no link away to another page.
    expect(hamburger).toHaveAttribute('popovertarget', 'mobile-menu');
    const panel = page.container.querySelector('#mobile-menu')!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute('popovertargetaction', 'hide');
    // Nothing keeps it from being used once open: not inert, not yet claiming to be modal.
    expect(panel).not.toHaveAttribute('inert');
    const dialog = panel.querySelector('[role="dialog"]')!;
    expect(dialog).not.toHaveAttribute('aria-modal');
    // Every link is there (hidden while closed: a closed popover is not laid out), and the groups open without script.
    expect(panel.querySelectorAll('a[href="/admission/tuition-fees"], a[href="/notice"]')).toHaveLength(2);
    expect(panel.querySelectorAll('details > summary')).toHaveLength(1);
    // The search overlay needs the script: until then, the search page.
    expect(panel.querySelector('a[href="/bn/search"]')).toHaveTextContent('Search');

    try {
      await page.hydrate();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
    } finally {
      page.cleanup();
    }
  });

  it('opens as a modal panel, a group at a time, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} labels={labels} searchHref="/search" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Notice' })).toHaveAttribute('aria-current', 'page');
    const group = dialog.querySelector('details')!;
    expect(group.open).toBe(false);
    await user.click(within(dialog).getByText('Admission'));
    expect(group.open).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Tuition Fees' })).toHaveAttribute('href', '/admission/tuition-fees');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.querySelector('#mobile-menu')).not.toHaveAttribute('data-open');
  });

  it('closes when the link to the page shown is chosen, since no navigation will', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={items} labels={labels} searchHref="/search" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const notice = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Notice' });
    // Following a link is the browser's part (jsdom has none).
    notice.addEventListener('click', (event) => event.preventDefault());
    await user.click(notice);
    const panel = document.querySelector('#mobile-menu')!;
    expect(panel).not.toHaveAttribute('data-open');
    // Without popovers (jsdom), the script keeps the closed panel out of reach.
    expect(panel).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('leaves focus with the search it opens, which gives it back to the hamburger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MobileMenu items={items} labels={labels} searchHref="/search" />
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
});
