/** @jest-environment jsdom */
import { LOADER } from '@/lib/server/after-paint-scripts.mjs';

// The inline loader the server writes into every page (decision 0012), run in a document whose
// paint timing the test controls.

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

let observers: { callback: PaintCallback; disconnected: boolean }[] = [];

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  record: { callback: PaintCallback; disconnected: boolean };
  constructor(callback: PaintCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const afterPaint = (src: string, id?: string) => (window as unknown as { __afterPaint(src: string, id?: string): void }).__afterPaint(src, id);
const scriptsInHead = () =>
  [...document.head.querySelectorAll('script')].map((s) => ({ src: new URL(s.src).pathname, id: s.id, async: s.async }));

function firstContentfulPaint() {
  for (const record of observers) {
    record.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: 120 }] : []) }, {
      disconnect: () => (record.disconnected = true),
    });
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** Runs the loader as a page would, in a browser with or without paint timing. */
function runLoader({ paintTiming }: { paintTiming: boolean }) {
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = paintTiming ? FakePaintObserver : undefined;
  window.eval(LOADER);
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  document.head.innerHTML = '';
  setVisibility('visible');
});

afterEach(() => jest.useRealTimers());

describe('the after-paint loader', () => {
  beforeEach(() => runLoader({ paintTiming: true }));

  it('holds the scripts until the first contentful paint, then adds them in order, async, with their ids', () => {
    afterPaint('/_next/static/chunks/react.js');
    afterPaint('/_next/static/chunks/boot.js', '_R_');
    jest.advanceTimersByTime(10_000 - 1);
    expect(scriptsInHead()).toEqual([]);

    firstContentfulPaint();
    jest.advanceTimersByTime(0);
    expect(scriptsInHead()).toEqual([
      { src: '/_next/static/chunks/react.js', id: '', async: true },
      { src: '/_next/static/chunks/boot.js', id: '_R_', async: true },
    ]);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('adds a script written after the paint at once, and each script only once', () => {
    afterPaint('/_next/static/chunks/a.js');
    firstContentfulPaint();
    jest.runOnlyPendingTimers();
    afterPaint('/_next/static/chunks/b.js');
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(scriptsInHead().map((s) => s.src)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('does not take the load event for a paint: a visible page that loads first still waits for it', () => {
    afterPaint('/_next/static/chunks/a.js');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2_999);
    expect(scriptsInHead()).toEqual([]);
    firstContentfulPaint();
    jest.advanceTimersByTime(0);
    expect(scriptsInHead()).toHaveLength(1);
  });

  it('starts at load on a page that is hidden then (a background tab paints nothing)', () => {
    afterPaint('/_next/static/chunks/a.js');
    setVisibility('hidden');
    window.dispatchEvent(new Event('load'));
    expect(scriptsInHead()).toHaveLength(1);
  });

  it('starts 3 s after load on a visible page whose paint is never reported', () => {
    afterPaint('/_next/static/chunks/a.js');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(3_000);
    expect(scriptsInHead()).toHaveLength(1);
  });
});

describe('the after-paint loader in a browser without paint timing', () => {
  it('waits for the next frame, then for the task after it', () => {
    runLoader({ paintTiming: false });
    afterPaint('/_next/static/chunks/a.js');
    expect(scriptsInHead()).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(scriptsInHead()).toEqual([]);
    jest.advanceTimersByTime(1); // a zero delay is a millisecond to the fake clock
    expect(scriptsInHead()).toHaveLength(1);
  });
});
