'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { whenNearViewport } from '@/lib/ui/when-near-viewport';

/**
 * Embla, loaded when its viewport comes near the screen. The slides are server-rendered and
 * readable without it; the library (about 6 KB compressed) stays off the page's first load.
 * `load` starts it at once (a button pressed before it arrived).
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Read once: the carousel is created once per mount.
  const [initialOptions] = useState(options);
  const startRef = useRef<() => void>(() => {});

  useEffect(() => {
    const node = viewportRef.current;
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(node, initialOptions);
        setEmbla(api);
      });
    };
    startRef.current = start;
    const stopWatching = whenNearViewport(node, start);
    return () => {
      cancelled = true;
      startRef.current = () => {};
      stopWatching();
      api?.destroy();
    };
  }, [initialOptions]);

  const load = useCallback(() => startRef.current(), []);
  return [viewportRef, embla, load] as const;
}
