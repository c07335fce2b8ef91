'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { ImageAttributes } from '@/lib/images/image-attributes';
import { useLazyEmbla } from './use-lazy-embla';
import styles from './management-carousel.module.css';

/** `photo`: the portrait, sized on the server (see imageAttributes); `slideLabel`: '1 of 2', in the page's digits. */
export type ManagementPerson = { id: string; name: string; role: string; slideLabel: string; photo: ImageAttributes };

type Props = {
  people: ManagementPerson[];
  /** `carousel` and `slide`: what a screen reader calls the region and each person, in the page's language. */
  labels: { region: string; previous: string; next: string; carousel: string; slide: string };
};

/**
 * The management team: a swipeable carousel; Previous is disabled at the first person, Next at the
 * last (aria-disabled, so the button just pressed keeps the keyboard's focus).
 */
export function ManagementCarousel({ people, labels }: Props) {
  const [viewportRef, embla, loadEmbla] = useLazyEmbla({ align: 'start', loop: false });
  // A button pressed before embla arrived: carried out as soon as it does.
  const pending = useRef<'previous' | 'next' | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(people.length > 1);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', sync).on('reInit', sync);
    // Embla's own state decides the buttons once it has measured the slides.
    queueMicrotask(sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  useEffect(() => {
    if (!embla || !pending.current) return;
    const direction = pending.current;
    pending.current = null;
    scroll(embla, direction);
  }, [embla]);

  function turn(direction: 'previous' | 'next') {
    if (embla) scroll(embla, direction);
    else {
      pending.current = direction;
      loadEmbla();
    }
  }

  return (
    <div className={styles.root} role="region" aria-roledescription={labels.carousel} aria-label={labels.region}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {people.map((person) => (
            <div key={person.id} className={styles.slide} role="group" aria-roledescription={labels.slide} aria-label={person.slideLabel}>
              <figure className={styles.card}>
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the attributes */}
                <img {...person.photo} className={styles.photo} />
                <figcaption>
                  <span className={styles.name}>{person.name}</span>
                  <span className={styles.role}>{person.role}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => canPrev && turn('previous')}
          aria-disabled={!canPrev}
          aria-label={labels.previous}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => canNext && turn('next')}
          aria-disabled={!canNext}
          aria-label={labels.next}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

function scroll(embla: EmblaCarouselType, direction: 'previous' | 'next') {
  if (direction === 'next') embla.scrollNext();
  else embla.scrollPrev();
}
