'use client';

import { useEffect } from 'react';

/** Movements smaller than this are a finger's jitter, not a change of direction. */
const JITTER_PX = 8;
/** Within this of the page's end the visitor has arrived, not read on: nothing is hidden. */
const END_PX = 80;

let users = 0;
let detach: (() => void) | null = null;

function attach(): () => void {
  const root = document.documentElement;
  let last = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    if (Math.abs(y - last) < JITTER_PX) return;
    const atEnd = y + window.innerHeight >= root.scrollHeight - END_PX;
    root.dataset.scroll = y > last && !atEnd ? 'down' : 'up';
    last = y;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    delete root.dataset.scroll;
  };
}

/**
 * Marks `<html data-scroll="down">` while the visitor scrolls down the page (reading), and "up"
 * once they scroll back up or reach its end. The floating buttons use it to step aside on a
 * phone's narrow screen, where they would cover the text being read, and come back when the
 * visitor heads back up (the moment a way back to the top is wanted). One listener, however many
 * components ask.
 */
export function useScrollDirectionMark() {
  useEffect(() => {
    if (users++ === 0) detach = attach();
    return () => {
      if (--users > 0) return;
      detach?.();
      detach = null;
    };
  }, []);
}
