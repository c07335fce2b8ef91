import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RingCarousel, type RingCarouselProps, type RingItem } from '@/components/home/ring-carousel';
import { HOME_DRAG_SENSITIVITY, MOMENTUM_SECONDS, STEP_SECONDS } from '@/lib/carousel/ring-motion';

// next/image needs Next's runtime; a plain <img> with the same attributes is enough here.
jest.mock('next/image', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => {
    const { src, alt, width, height, sizes, loading, className, draggable } = props;
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement('img', { src, alt, width, height, sizes, loading, className, draggable });
  },
}));

// --- jsdom gaps: requestAnimationFrame driven by hand, IntersectionObserver, matchMedia ------------

let frames = new Map<number, FrameRequestCallback>();
let nextFrameId = 1;
let clock = 0;

/** Runs animation frames of `step` ms until `ms` have passed. */
function advance(ms: number, step = 16) {
  act(() => {
    for (let passed = 0; passed < ms; passed += step) {
      clock += step;
      const due = [...frames.values()];
      frames = new Map();
      due.forEach((callback) => callback(clock));
    }
  });
}

const observers: MockIntersectionObserver[] = [];
class MockIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    // The carousel starts on-screen unless a test says otherwise.
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

let prefersReducedMotion = false;

beforeEach(() => {
  frames = new Map();
  clock = 1000;
  observers.length = 0;
  prefersReducedMotion = false;
  window.requestAnimationFrame = (callback) => {
    const id = nextFrameId++;
    frames.set(id, callback);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    frames.delete(id);
  };
  window.IntersectionObserver = MockIntersectionObserver as unknown as typeof IntersectionObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: prefersReducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  document.documentElement.style.overflow = '';
});

// --- fixtures ----------------------------------------------------------------------------------

const labels: RingCarouselProps['labels'] = {
  region: 'Academic progress photos',
  previous: 'Previous photo',
  next: 'Next photo',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  close: 'Close preview',
  open: 'Open {title}',
  loading: 'Loading...',
  errorPrefix: 'Error: ',
};

const items: RingItem[] = Array.from({ length: 10 }, (_, i) => ({
  src: `/images/progress-${i}.jpg`,
  title: `Photo ${i}`,
  width: 640,
  height: 400,
}));
const fallbackItems: RingItem[] = Array.from({ length: 10 }, (_, i) => ({
  src: `/images/fallback-${i}.jpg`,
  title: `Fallback ${i}`,
}));

/** Renders the carousel and waits for its motion engine, which the component imports lazily. */
async function renderRing(props: Partial<RingCarouselProps> = {}) {
  const result = render(<RingCarousel items={items} fallbackItems={fallbackItems} labels={labels} {...props} />);
  await act(async () => {});
  const region = screen.getByRole('region', { name: labels.region });
  const motion = () => region.querySelector<HTMLElement>('[data-facing]')!;
  const track = () => region.querySelector<HTMLElement>('[data-ring-track]')!;
  const facing = () => region.querySelector('[aria-current="true"]')?.getAttribute('data-ring-index');
  return { ...result, region, motion, track, facing };
}

/** A pointer event with the fields jsdom's MouseEvent lacks. */
function pointer(type: string, clientX: number, pointerId = 1) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

// --- tests -------------------------------------------------------------------------------------

describe('RingCarousel', () => {
  it('renders every item as a button with its image and visible title', async () => {
    const { region } = await renderRing();
    const cards = within(region).getAllByLabelText(/^Open Photo/);
    expect(cards).toHaveLength(10);
    // The facing card is named for assistive tech; the rest are hidden from it until they turn to the front.
    expect(cards[0]).toHaveAccessibleName('Open Photo 0');
    expect(cards[3]).toHaveAttribute('aria-label', 'Open Photo 3');
    expect(cards[3]).toHaveAttribute('aria-hidden', 'true');
    expect(cards[3]).toHaveTextContent('Photo 3');
    const image = within(cards[3]!).getByRole('img', { name: 'Photo 3', hidden: true });
    expect(image).toHaveAttribute('src', '/images/progress-3.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 270px, 320px');
    expect(image).toHaveAttribute('width', '640');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  });

  it('places the cards around the ring', async () => {
    const { region } = await renderRing();
    const cards = region.querySelectorAll<HTMLElement>('[data-ring-index]');
    expect(cards[0]!.style.transform).toBe('rotateY(0deg) translateZ(var(--ring-radius))');
    expect(cards[1]!.style.transform).toBe('rotateY(36deg) translateZ(var(--ring-radius))');
    expect(cards[9]!.style.transform).toBe('rotateY(324deg) translateZ(var(--ring-radius))');
    expect(region.style.getPropertyValue('--ring-radius-large')).toBe('668.5px');
  });

  it('uses the fallback items when the data is empty', async () => {
    await renderRing({ items: [] });
    expect(screen.getAllByLabelText(/^Open Fallback/)).toHaveLength(10);
    expect(screen.queryByText('Photo 0')).not.toBeInTheDocument();
    // Without width/height an image still gets a shape for next/image.
    expect(screen.getByRole('img', { name: 'Fallback 0' })).toHaveAttribute('width', '800');
  });

  it('shows the loading and error states instead of the ring', async () => {
    const { rerender } = render(
      <RingCarousel items={items} fallbackItems={fallbackItems} labels={labels} status={{ kind: 'loading' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <RingCarousel items={items} fallbackItems={fallbackItems} labels={labels} status={{ kind: 'error', message: 'boom' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: boom');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: labels.region })).toHaveAttribute('data-status', 'error');
  });

  it('marks the facing card with aria-current and turns with next and previous', async () => {
    const user = userEvent.setup();
    const { motion, track, facing } = await renderRing();
    expect(facing()).toBe('0');
    expect(motion()).toHaveAttribute('data-facing', '0');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    advance(STEP_SECONDS * 1000 + 50);
    expect(facing()).toBe('1');
    expect(track().style.transform).toContain('rotateY(-36.000deg)');
    expect(motion()).toHaveAttribute('data-facing', '1');

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    advance(STEP_SECONDS * 1000 + 50);
    expect(facing()).toBe('9');
    expect(screen.getAllByRole('button', { current: true })).toHaveLength(1);
  });

  it('turns for a Next pressed before its motion code arrived, once it does', async () => {
    render(<RingCarousel items={items} fallbackItems={fallbackItems} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await act(async () => {});
    advance(STEP_SECONDS * 1000 + 50);
    expect(screen.getByRole('button', { current: true })).toHaveAttribute('data-ring-index', '1');
  });

  it('opens a full-screen preview from a card and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderRing();
    const card = screen.getByLabelText('Open Photo 2');
    await user.click(card);

    const dialog = screen.getByRole('dialog', { name: 'Photo 2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/images/progress-2.jpg');
    expect(within(dialog).getByRole('heading', { name: 'Photo 2' })).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close preview' });
    expect(close).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Tab stays inside the dialog.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(card).toHaveFocus();
  });

  it('closes the preview with the close button and with a backdrop click, not a click on the image', async () => {
    const user = userEvent.setup();
    await renderRing();

    await user.click(screen.getByLabelText('Open Photo 4'));
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByLabelText('Open Photo 4')).toHaveFocus();

    await user.click(screen.getByLabelText('Open Photo 5'));
    const dialog = screen.getByRole('dialog', { name: 'Photo 5' });
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.querySelector('[data-ring-preview-backdrop]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('autoplays, stops while the preview is open and resumes after it closes', async () => {
    const user = userEvent.setup();
    const { motion, track } = await renderRing({ spinSeconds: 40, pauseOnHover: false });
    expect(motion()).toHaveAttribute('data-playing', 'true');
    advance(1000);
    // 40 s per turn: about 9° a second, towards the next card.
    const angle = () => Number(/rotateY\((-?[\d.]+)deg\)/.exec(track().style.transform)?.[1]);
    expect(angle()).toBeCloseTo(-9, 0);

    await user.click(screen.getByLabelText('Open Photo 0'));
    expect(motion()).toHaveAttribute('data-playing', 'false');
    const frozen = angle();
    advance(1000);
    expect(angle()).toBe(frozen);
    expect(frames.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(motion()).toHaveAttribute('data-playing', 'true');
    advance(1000);
    expect(angle()).toBeLessThan(frozen);
  });

  it('resumes after a preview opened by a click is closed with Escape; opened from the keyboard, stays still for it', async () => {
    const user = userEvent.setup();
    const { motion } = await renderRing({ pauseOnHover: false });
    await user.click(screen.getByLabelText('Open Photo 0'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The card has the focus back, and the ring turns again.
    expect(screen.getByLabelText('Open Photo 0')).toHaveFocus();
    expect(motion()).toHaveAttribute('data-playing', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Open Photo 0')).toHaveFocus();
    expect(motion()).toHaveAttribute('data-playing', 'false');
  });

  it('pauses on hover when pauseOnHover is on, and not when it is off', async () => {
    const user = userEvent.setup();
    const { motion, unmount } = await renderRing();
    await user.hover(screen.getByLabelText('Open Photo 0'));
    expect(motion()).toHaveAttribute('data-playing', 'false');
    await user.unhover(screen.getByLabelText('Open Photo 0'));
    expect(motion()).toHaveAttribute('data-playing', 'true');
    unmount();

    const second = await renderRing({ pauseOnHover: false });
    await user.hover(screen.getByLabelText('Open Photo 0'));
    expect(second.motion()).toHaveAttribute('data-playing', 'true');
  });

  it('has a button that pauses the autoplay until it is pressed again (WCAG 2.2.2); the arrows still turn it', async () => {
    const { motion } = await renderRing();
    expect(motion()).toHaveAttribute('data-playing', 'true');
    // A tap, not a hover: hovering pauses it anyway.
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(motion()).toHaveAttribute('data-playing', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    advance(STEP_SECONDS * 1000 + 100);
    expect(screen.getByLabelText('Open Photo 1')).toHaveAttribute('aria-current', 'true');
    expect(motion()).toHaveAttribute('data-playing', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    expect(motion()).toHaveAttribute('data-playing', 'true');
  });

  it('stops when off-screen or when the tab is hidden', async () => {
    const { motion } = await renderRing();
    expect(motion()).toHaveAttribute('data-playing', 'true');
    observers.at(-1)!.report(false);
    expect(motion()).toHaveAttribute('data-playing', 'false');
    expect(frames.size).toBe(0);
    observers.at(-1)!.report(true);
    expect(motion()).toHaveAttribute('data-playing', 'true');

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(motion()).toHaveAttribute('data-playing', 'false');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(motion()).toHaveAttribute('data-playing', 'true');
    visibility.mockRestore();
  });

  it('does not autoplay for visitors who prefer reduced motion, but the buttons still turn it', async () => {
    prefersReducedMotion = true;
    const user = userEvent.setup();
    const { motion, track, facing } = await renderRing();
    expect(motion()).toHaveAttribute('data-playing', 'false');
    advance(2000);
    expect(track().style.transform).toBe('');
    expect(frames.size).toBe(0);

    // Steps happen at once, without animation.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(facing()).toBe('1');
    expect(track().style.transform).toContain('rotateY(-36.000deg)');
    expect(frames.size).toBe(0);
  });

  it('spins with a drag, glides for 0.45 s, then autoplays again; the drag does not open a card', async () => {
    const { motion, track, region } = await renderRing({ dragSensitivity: HOME_DRAG_SENSITIVITY });
    const stage = track().parentElement!;
    const angle = () => Number(/rotateY\((-?[\d.]+)deg\)/.exec(track().style.transform)?.[1]);

    fireEvent(stage, pointer('pointerdown', 200));
    expect(motion()).toHaveAttribute('data-playing', 'false');
    fireEvent(stage, pointer('pointermove', 190));
    fireEvent(stage, pointer('pointermove', 100));
    // -100 px × 0.004 rad/px ≈ -22.9°.
    expect(angle()).toBeCloseTo((-100 * 0.004 * 180) / Math.PI, 2);
    fireEvent(stage, pointer('pointerup', 100));
    fireEvent.click(region.querySelector('[data-ring-index="3"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const released = angle();
    advance(MOMENTUM_SECONDS * 1000 - 50);
    expect(angle()).toBeLessThan(released); // still gliding the way it was thrown
    expect(motion()).toHaveAttribute('data-playing', 'false');
    advance(100);
    expect(motion()).toHaveAttribute('data-playing', 'true');
    // The drag and the glide carried the ring past the first card.
    expect(Number(motion().getAttribute('data-facing'))).toBeGreaterThan(0);
  });

  it('treats a press without movement as a click that opens the card', async () => {
    const { region, track } = await renderRing();
    const stage = track().parentElement!;
    const card = region.querySelector('[data-ring-index="0"]')!;
    fireEvent(stage, pointer('pointerdown', 200));
    fireEvent(stage, pointer('pointermove', 203));
    fireEvent(stage, pointer('pointerup', 203));
    fireEvent.click(card);
    expect(screen.getByRole('dialog', { name: 'Photo 0' })).toBeInTheDocument();
  });

  it('holds still while keyboard focus is inside; only the facing card is a tab stop, the arrows turn the ring', async () => {
    const user = userEvent.setup();
    const { motion, facing } = await renderRing();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open Photo 0' })).toHaveFocus();
    expect(motion()).toHaveAttribute('data-playing', 'false');
    // The other cards, half hidden behind the facing one, are skipped by Tab and hidden from screen readers.
    expect(screen.getByLabelText('Open Photo 1')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('Open Photo 1')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    advance(STEP_SECONDS * 1000 + 50);
    expect(facing()).toBe('1');
    expect(screen.getByRole('button', { name: 'Open Photo 1' })).toHaveAttribute('tabindex', '0');
    expect(motion()).toHaveAttribute('data-playing', 'false');

    act(() => (document.activeElement as HTMLElement).blur());
    expect(motion()).toHaveAttribute('data-playing', 'true');
  });

  it('turns the facing card square to the front when the keyboard focuses it mid-turn', async () => {
    const user = userEvent.setup();
    const { track } = await renderRing();
    // Autoplay turns the ring a little; the first card still faces the viewer, at an angle.
    advance(500);
    expect(track().style.transform).not.toMatch(/rotateY\((-?0\.000)deg\)/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open Photo 0' })).toHaveFocus();
    advance(STEP_SECONDS * 1000 + 50);
    expect(track().style.transform).toMatch(/rotateY\((-?0\.000)deg\)/);
  });

  it('shows a lone card without buttons or rotation', async () => {
    const { motion, facing } = await renderRing({ items: [items[0]!] });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(facing()).toBe('0');
    expect(motion()).toHaveAttribute('data-playing', 'false');
  });

  it('cleans up on unmount', async () => {
    const { unmount } = await renderRing();
    unmount();
    expect(frames.size).toBe(0);
  });
});
