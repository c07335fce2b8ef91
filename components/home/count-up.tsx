'use client';

import { useEffect, useRef } from 'react';
import { localNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';

/** Spec section 9: counters animate for 1 s, with a thousands separator. */
export const COUNT_UP_MS = 1000;

/**
 * A number that counts up from zero when it scrolls into view. The server renders the final
 * value (right for search engines, no-JS and reduced motion); the animation only rewrites the
 * text that is drawn.
 */
export function CountUp({ value, locale }: { value: number; locale: Locale }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_UP_MS);
        const eased = 1 - (1 - progress) ** 3;
        el.textContent = localNumber(Math.round(value * eased), locale);
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, locale]);

  // Assistive technology reads the final value, never a number on its way up (a counter inside
  // a link would otherwise give the link a different name at every frame).
  const final = localNumber(value, locale);
  return (
    <>
      <span className="visually-hidden">{final}</span>
      <span ref={ref} data-value={value} aria-hidden="true">
        {final}
      </span>
    </>
  );
}
