'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './person-photo.module.css';

type Props = {
  src: string;
  alt: string;
  unavailable: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
};

/** A portrait that, if it fails to load, gives way to an 'Image not available' box of the same size. */
export function PersonPhoto({ src, alt, unavailable, width, height, sizes, eager }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.fallback} style={{ aspectRatio: `${width} / ${height}` }} role="img" aria-label={`${alt}: ${unavailable}`}>
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="18" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M9 42c2-9 8-13 15-13s13 4 15 13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <span aria-hidden="true">{unavailable}</span>
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      className={styles.photo}
      onError={() => setFailed(true)}
    />
  );
}
