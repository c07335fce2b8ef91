/* eslint-disable @next/next/no-html-link-for-pages -- plain links stand for a page's links, which RouteFocus only reads */
import { fireEvent, render } from '@testing-library/react';
import { RouteFocus } from '@/components/layout/route-focus';

let pathname = '/career/jobs-board';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function page() {
  return (
    <>
      <button type="button">Apply now</button>
      <main id="main" tabIndex={-1}>
        <h1>Jobs board</h1>
      </main>
      <RouteFocus />
    </>
  );
}

describe('RouteFocus', () => {
  beforeEach(() => {
    pathname = '/career/jobs-board';
  });

  // First, as the visit's first page: the module remembers that the visit has started.
  it('leaves focus alone on the first page of the visit', () => {
    render(page());
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page’s main content after a move to another page', () => {
    const view = render(page());
    const control = view.getByRole('button', { name: 'Apply now' });
    control.focus();
    pathname = '/career/jobs-board/1';
    view.rerender(page());
    expect(document.activeElement).toBe(view.getByRole('main'));
  });

  it('keeps focus where it is when only the page’s query changes (the path is the same)', () => {
    const view = render(page());
    const control = view.getByRole('button', { name: 'Apply now' });
    control.focus();
    view.rerender(page());
    expect(document.activeElement).toBe(control);
  });

  it('moves focus to main content when a layout is mounted after the first page (a switch of language mounts the other language’s)', () => {
    render(page()).unmount();
    const other = render(page());
    expect(document.activeElement).toBe(other.getByRole('main'));
  });

  it('on Back, gives focus to the link the page was left by, so the next Tab goes on from there', () => {
    const list = () => (
      <>
        <main id="main" tabIndex={-1}>
          <a href="/career/jobs-board/1">Instructor</a>
          <a href="/career/jobs-board/2">Accountant</a>
        </main>
        <RouteFocus />
      </>
    );
    window.history.replaceState(null, '', '/career/jobs-board');
    const view = render(list());
    fireEvent.click(view.getByRole('link', { name: 'Accountant' }));
    window.history.replaceState(null, '', '/career/jobs-board/2');
    pathname = '/career/jobs-board/2';
    view.rerender(page());
    expect(document.activeElement).toBe(view.getByRole('main'));

    window.history.replaceState(null, '', '/career/jobs-board');
    window.dispatchEvent(new PopStateEvent('popstate'));
    pathname = '/career/jobs-board';
    view.rerender(list());
    expect(document.activeElement).toBe(view.getByRole('link', { name: 'Accountant' }));

    // A link followed forward again is a new move: main content, not the remembered link.
    fireEvent.click(view.getByRole('link', { name: 'Instructor' }));
    pathname = '/career/jobs-board/1';
    view.rerender(page());
    expect(document.activeElement).toBe(view.getByRole('main'));
  });
});
