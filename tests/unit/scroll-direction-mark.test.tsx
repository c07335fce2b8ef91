import { render } from '@testing-library/react';
import { useScrollDirectionMark } from '@/lib/ui/use-scroll-direction-mark';

function Floating() {
  useScrollDirectionMark();
  return null;
}

function scrollTo(y: number, pageHeight = 5000) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  window.dispatchEvent(new Event('scroll'));
}

const mark = () => document.documentElement.dataset.scroll;

describe('useScrollDirectionMark', () => {
  afterEach(() => scrollTo(0));

  it('marks the page while the visitor reads down it, and again once they head up', () => {
    const { unmount } = render(<Floating />);
    expect(mark()).toBeUndefined();
    scrollTo(300);
    expect(mark()).toBe('down');
    scrollTo(1200);
    expect(mark()).toBe('down');
    scrollTo(1100);
    expect(mark()).toBe('up');
    unmount();
    expect(mark()).toBeUndefined();
  });

  it('takes a finger’s jitter for no change of direction', () => {
    const { unmount } = render(<Floating />);
    scrollTo(600);
    scrollTo(595);
    expect(mark()).toBe('down');
    unmount();
  });

  it('counts the end of the page as arrived, not read on', () => {
    const { unmount } = render(<Floating />);
    scrollTo(300, 1800);
    expect(mark()).toBe('down');
    // 768 px of window (jsdom's) over a page of 1,800: 1,000 is its end.
    scrollTo(1000, 1800);
    expect(mark()).toBe('up');
    unmount();
  });

  it('listens once for every component that asks, until the last one goes', () => {
    const first = render(<Floating />);
    const second = render(<Floating />);
    first.unmount();
    scrollTo(400);
    expect(mark()).toBe('down');
    second.unmount();
    expect(mark()).toBeUndefined();
    scrollTo(900);
    expect(mark()).toBeUndefined();
  });
});
