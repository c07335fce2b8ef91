'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useSaveData } from '@/lib/offline/use-save-data';
import {
  CARD_WIDTH_LARGE,
  CARD_WIDTH_SMALL,
  DEFAULT_DRAG_SENSITIVITY,
  DEFAULT_SPIN_SECONDS,
  RING_WIDTH,
  RING_WIDTH_SMALL,
  RING_CARD_DEFAULT_HEIGHT,
  RING_CARD_DEFAULT_WIDTH,
  RING_CARD_SIZES,
  cardAngle,
  ringPerspective,
  ringRadius,
} from '@/lib/carousel/ring-motion';
import type { RingEngine } from '@/lib/carousel/ring-engine';
import type { ImageAttributes } from '@/lib/images/image-attributes';
import { markBroken, markBrokenWithin } from '@/lib/images/mark-broken';
import { whenNearViewport } from '@/lib/ui/when-near-viewport';
import { RingPreview } from './ring-preview';
import styles from './ring-carousel.module.css';

export type RingItem = {
  src: string;
  title: string;
  width?: number;
  height?: number;
  /** The card's and the preview's image, sized on the server (see ringImages); without them, `src` as it is. */
  card?: ImageAttributes;
  preview?: ImageAttributes;
};

export type RingCarouselStatus = { kind: 'ready' } | { kind: 'loading' } | { kind: 'error'; message: string };

export type RingCarouselLabels = {
  /** Accessible name of the carousel region. */
  region: string;
  previous: string;
  next: string;
  /** The autoplay toggle's two names, e.g. 'Pause the slideshow' and 'Play the slideshow'. */
  pause: string;
  play: string;
  close: string;
  /** A card's accessible name; `{title}` is replaced by the card title, e.g. 'Open {title}'. */
  open: string;
  /** Shown while loading, e.g. 'Loading...'. */
  loading: string;
  /** Put before the error message, e.g. 'Error: '. */
  errorPrefix: string;
};

export type RingCarouselProps = {
  items: readonly RingItem[];
  /** Shown when `items` is empty. */
  fallbackItems: readonly RingItem[];
  status?: RingCarouselStatus;
  /** Radians of turn per pixel dragged (see dragDeltaDegrees). The home page passes HOME_DRAG_SENSITIVITY. */
  dragSensitivity?: number;
  /** Seconds for one full autoplay turn. The home page passes HOME_SPIN_SECONDS. */
  spinSeconds?: number;
  pauseOnHover?: boolean;
  labels: RingCarouselLabels;
};


/**
 * The home page's "academic progress" carousel: image cards on an auto-rotating 3D ring. A card opens a
 * full-screen preview; dragging spins the ring with momentum; previous/next turn it by one card.
 */
export function RingCarousel({
  items,
  fallbackItems,
  status = { kind: 'ready' },
  dragSensitivity = DEFAULT_DRAG_SENSITIVITY,
  spinSeconds = DEFAULT_SPIN_SECONDS,
  pauseOnHover = true,
  labels,
}: RingCarouselProps) {
  const list = items.length ? items : fallbackItems;

  let body;
  if (status.kind === 'loading') {
    body = (
      <p role="status" className={styles.message}>
        {labels.loading}
      </p>
    );
  } else if (status.kind === 'error') {
    body = (
      <p role="alert" className={`${styles.message} ${styles.error}`}>
        {labels.errorPrefix}
        {status.message}
      </p>
    );
  } else if (list.length > 0) {
    body = (
      <Ring
        // A different number of cards is a different ring: start it afresh.
        key={list.length}
        items={list}
        dragSensitivity={dragSensitivity}
        spinSeconds={spinSeconds}
        pauseOnHover={pauseOnHover}
        labels={labels}
      />
    );
  }

  return (
    <section
      aria-label={labels.region}
      className={styles.root}
      data-ring-carousel=""
      data-status={status.kind}
      style={ringVariables(list.length)}
    >
      {body}
    </section>
  );
}

/** Sizes for both breakpoints, from the spec's constants; the stylesheet picks one with a media query. */
function ringVariables(count: number): CSSProperties {
  const small = ringRadius(RING_WIDTH_SMALL, count, CARD_WIDTH_SMALL);
  const large = ringRadius(RING_WIDTH, count, CARD_WIDTH_LARGE);
  return {
    '--card-width-small': `${CARD_WIDTH_SMALL}px`,
    '--card-width-large': `${CARD_WIDTH_LARGE}px`,
    '--ring-radius-small': `${small.toFixed(1)}px`,
    '--ring-radius-large': `${large.toFixed(1)}px`,
    '--ring-perspective-small': `${ringPerspective(small).toFixed(0)}px`,
    '--ring-perspective-large': `${ringPerspective(large).toFixed(0)}px`,
  } as CSSProperties;
}

type RingProps = {
  items: readonly RingItem[];
  dragSensitivity: number;
  spinSeconds: number;
  pauseOnHover: boolean;
  labels: RingCarouselLabels;
};

function Ring({ items, dragSensitivity, spinSeconds, pauseOnHover, labels }: RingProps) {
  const count = items.length;
  const [facing, setFacing] = useState(0);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Asked to save data, the ring does not turn by itself until its play button is pressed.
  const saveData = useSaveData();
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? saveData;
  const wrapRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<RingEngine | null>(null);
  // Previous or next pressed before the motion code arrived: turned as soon as it does.
  const pendingStep = useRef<1 | -1 | null>(null);

  // The latest options and pause, for an engine that arrives after they were set.
  const options = { dragSensitivity, spinSeconds, pauseOnHover };
  const optionsRef = useRef(options);
  const pausedRef = useRef(paused);
  useEffect(() => {
    optionsRef.current = options;
    pausedRef.current = paused;
  });

  useEffect(() => markBrokenWithin(ringRef.current), []);

  useEffect(() => {
    const root = wrapRef.current;
    const stage = stageRef.current;
    const ring = ringRef.current;
    if (!root || !stage || !ring) return;
    let engine: RingEngine | undefined;
    let cancelled = false;
    // The motion code is fetched when the ring nears the screen, not with the page: the cards are
    // server-rendered and usable (a click opens the preview) before it arrives.
    const stopWatching = whenNearViewport(root, () => {
      void import('@/lib/carousel/ring-engine').then(({ createRingEngine }) => {
        if (cancelled) return;
        engine = createRingEngine({ root, stage, ring, count, onFacing: setFacing });
        engine.configure(optionsRef.current);
        engine.setPaused(pausedRef.current);
        engineRef.current = engine;
        if (pendingStep.current) engine.step(pendingStep.current);
        pendingStep.current = null;
      });
      // Closer than the default: it turns only what is on screen.
    }, '200px 0px');
    return () => {
      cancelled = true;
      stopWatching();
      engine?.destroy();
      engineRef.current = null;
    };
  }, [count]);

  useEffect(() => {
    engineRef.current?.configure({ dragSensitivity, spinSeconds, pauseOnHover });
  }, [count, dragSensitivity, spinSeconds, pauseOnHover]);

  useEffect(() => {
    engineRef.current?.setPaused(paused);
  }, [paused]);

  function togglePaused() {
    const next = !paused;
    setPausedChoice(next);
    engineRef.current?.setPaused(next);
  }

  function turn(step: 1 | -1) {
    if (engineRef.current) engineRef.current.step(step);
    else pendingStep.current = step;
  }

  function openPreview(index: number) {
    setOpenIndex(index);
    engineRef.current?.setPreviewOpen(true);
  }

  function closePreview() {
    const index = openIndex;
    setOpenIndex(null);
    engineRef.current?.setPreviewOpen(false);
    ringRef.current?.querySelector<HTMLElement>(`[data-ring-index="${index}"]`)?.focus({ preventScroll: true });
  }

  const open = openIndex === null ? undefined : items[openIndex];

  return (
    <div ref={wrapRef} className={styles.wrap} data-facing={facing}>
      <div ref={stageRef} className={styles.stage}>
        <div ref={ringRef} className={styles.ring} data-ring-track="">
          {items.map((item, index) => (
            <button
              key={`${index}-${item.src}`}
              type="button"
              className={styles.card}
              style={{ transform: `rotateY(${cardAngle(index, count)}deg) translateZ(var(--ring-radius))` }}
              data-ring-index={index}
              aria-current={index === facing ? 'true' : undefined}
              // Only the card facing the viewer is a tab stop for assistive tech; the others,
              // half hidden behind it, stay clickable with a pointer (previous/next turn the ring).
              aria-hidden={index === facing ? undefined : true}
              tabIndex={index === facing ? 0 : -1}
              aria-label={labels.open.replace('{title}', item.title)}
              onClick={() => openPreview(index)}
            >
              <span className={styles.media}>
                {/* eslint-disable-next-line @next/next/no-img-element -- sized on the server (ringImages) */}
                <img
                  {...(item.card ?? {
                    src: item.src,
                    width: item.width ?? RING_CARD_DEFAULT_WIDTH,
                    height: item.height ?? RING_CARD_DEFAULT_HEIGHT,
                    sizes: RING_CARD_SIZES,
                  })}
                  alt={item.title}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className={styles.image}
                  // The institute API's photos come over a slow, flaky network: a failed one leaves
                  // the card's tinted box and its title, not the browser's broken-image icon.
                  onError={markBroken}
                />
              </span>
              <span className={styles.title}>{item.title}</span>
            </button>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            onClick={() => turn(-1)}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {spinSeconds > 0 ? (
            // Moving content must be stoppable by anyone (WCAG 2.2.2), not only by hovering it.
            <button type="button" className={`${styles.arrow} ${styles.toggle}`} aria-label={paused ? labels.play : labels.pause} onClick={togglePaused}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
                {paused ? (
                  <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                ) : (
                  <path d="M9 5v14M15 5v14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
                )}
              </svg>
            </button>
          ) : null}
          <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => turn(1)}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}

      {open ? <RingPreview item={open} closeLabel={labels.close} onClose={closePreview} /> : null}
    </div>
  );
}
