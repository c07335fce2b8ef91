'use client';

import { useEffect, useState } from 'react';
import { focusMainContent } from '@/lib/ui/main-content';
import { useScrollDirectionMark } from '@/lib/ui/use-scroll-direction-mark';
import styles from './back-to-top.module.css';

/** Spec section 9: the back-to-top button appears after more than 400 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 400;

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useScrollDirectionMark();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      data-floating
      data-visible={visible || undefined}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        focusMainContent();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
