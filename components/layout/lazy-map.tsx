'use client';

import { useEffect, useRef, useState } from 'react';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import styles from './lazy-map.module.css';

type Props = { src: string; title: string; buttonLabel: string; note: string };

/**
 * A map that costs nothing until asked for: a drawn placeholder and a button, then the real map.
 * Until the page's script has run, the button is a link to the map's own page (decision 0009).
 */
export function LazyMap({ src, title, buttonLabel, note }: Props) {
  const [shown, setShown] = useState(false);
  const { hydrated, linkRef, controlRef } = useLinkUntilHydrated<HTMLButtonElement>();
  const mapRef = useRef<HTMLDivElement>(null);
  // The button that had the focus is gone: the map that took its place takes it. Its box, not the
  // frame: inside another site's frame the page's own keys (scrolling, Tab order) stop working.
  useEffect(() => {
    if (shown) mapRef.current?.focus();
  }, [shown]);
  if (shown) {
    return (
      <div ref={mapRef} tabIndex={-1} role="region" aria-label={title} className={styles.shown}>
        <iframe className={styles.frame} src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />
      </div>
    );
  }
  return (
    <div className={styles.placeholder}>
      <svg aria-hidden="true" viewBox="0 0 320 180" className={styles.art} preserveAspectRatio="xMidYMid slice">
        <rect width="320" height="180" fill="#e6f2f0" />
        <path d="M0 120C60 100 90 140 160 118S260 80 320 96v84H0z" fill="#cfe7e3" />
        <path d="M-10 60L330 150M60 -10L140 190M230 -10L200 190" stroke="#fff" strokeWidth="9" />
        <path d="M-10 60L330 150M60 -10L140 190M230 -10L200 190" stroke="#d9d3c2" strokeWidth="1.5" />
        <path d="M160 58c-13 0-23 10-23 23 0 17 23 41 23 41s23-24 23-41c0-13-10-23-23-23z" fill="#c0392b" />
        <circle cx="160" cy="81" r="8" fill="#fff" />
      </svg>
      {hydrated ? (
        <button ref={controlRef} type="button" className={styles.button} onClick={() => setShown(true)}>
          {buttonLabel}
        </button>
      ) : (
        <a ref={linkRef} href={src} className={styles.button}>
          {buttonLabel}
        </a>
      )}
      <p className={styles.note}>{note}</p>
    </div>
  );
}
