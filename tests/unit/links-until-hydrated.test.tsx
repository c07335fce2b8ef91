import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyMap } from '@/components/layout/lazy-map';
import { FloatingContact } from '@/components/home/floating-contact';
import { serverRendered } from './hydrate-from-server';

// Decision 0009: a control whose job a page or a file can also do is a link to it until the page's
// script has run, so an early tap goes somewhere; then it is the control.
describe('controls that are links until the page is interactive', () => {
  it('the map: a link to the map’s own page, then the button that shows it in place', async () => {
    const page = serverRendered(<LazyMap src="https://www.openstreetmap.org/export/embed.html?bbox=1" title="Map" buttonLabel="Show the map" note="" />);
    const view = within(page.container);
    expect(view.getByRole('link', { name: 'Show the map' })).toHaveAttribute('href', 'https://www.openstreetmap.org/export/embed.html?bbox=1');
    await page.hydrate();
    await userEvent.click(view.getByRole('button', { name: 'Show the map' }));
    expect(view.getByTitle('Map')).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html?bbox=1');
    // The button is gone; the map's box in its place has the focus, not the page.
    expect(view.getByRole('region', { name: 'Map' })).toHaveFocus();
    page.cleanup();
  });

  it('the floating contact button: a link to the contact page, then the button that opens the list', async () => {
    const labels = { open: 'Contact us', close: 'Close', call: 'Call', address: 'Address', messenger: 'Messenger', chat: 'Chat' };
    const page = serverRendered(
      <FloatingContact
        phone={{ href: 'tel:+8801700000001', label: '01700-000001' }}
        address={{ href: 'https://maps.example/x', label: 'Boikali, Khulna' }}
        messengerHref="https://m.me/x"
        chatHref="https://wa.me/x"
        contactPageHref="/bn/contact"
        labels={labels}
      />,
    );
    const view = within(page.container);
    expect(view.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/bn/contact');
    await page.hydrate();
    const toggle = view.getByRole('button', { name: 'Contact us' });
    await userEvent.click(toggle);
    expect(view.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(view.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+8801700000001');
    page.cleanup();
  });
});
