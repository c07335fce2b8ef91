'use client';

import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { whenNearViewport } from '@/lib/ui/when-near-viewport';

/**
 * Embla, loaded when its viewport comes near the screen. The slides are server-rendered and
 * readable without it; the library (about 6 KB compressed) stays off the page's first load.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Read once: the carousel is created once per mount.
  const [initialOptions] = useState(options);

  useEffect(() => {
    const node = viewportRef.current;
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const stopWatching = whenNearViewport(node, () => {
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(node, initialOptions);
        setEmbla(api);
      });
    });
    return () => {
      cancelled = true;
      stopWatching();
      api?.destroy();
    };
  }, [initialOptions]);

  return [viewportRef, embla] as const;
}
