'use client';

import { useEffect } from 'react';

/** Locks page scrolling while `locked` is true (mobile menu, overlays), restoring the previous value after. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
