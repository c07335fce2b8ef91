'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './image-with-fallback.module.css';

type Props = {
  /** null when the record has no image: the placeholder shows at once. */
  src: string | null;
  alt: string;
  /** The rendered width per breakpoint, so the browser fetches the smallest file that fits. */
  sizes: string;
  /** 'person' draws a profile silhouette; 'picture' a framed landscape. */
  variant: 'person' | 'picture';
  /** Said by screen readers when the placeholder stands for a meaningful image (alt was not empty). */
  fallbackLabel?: string;
  className?: string;
  priority?: boolean;
};

/**
 * A photo that fills its box (the parent sets the size and aspect ratio), replaced by a drawn
 * placeholder when there is none or when it fails to load. next/image re-fires an error that
 * happened before hydration, so a broken image is caught either way.
 */
export function ImageWithFallback({ src, alt, sizes, variant, fallbackLabel, className, priority }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <Placeholder variant={variant} label={alt ? (fallbackLabel ?? alt) : ''} className={className} />;
  }
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      className={`${styles.image} ${className ?? ''}`}
      loading={priority ? 'eager' : 'lazy'}
      onError={() => setFailedSrc(src)}
    />
  );
}

function Placeholder({ variant, label, className }: { variant: Props['variant']; label: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...a11y}
      className={`${styles.placeholder} ${className ?? ''}`}
      viewBox={variant === 'person' ? '0 0 100 100' : '0 0 160 100'}
      preserveAspectRatio="xMidYMid slice"
      data-image-fallback={variant}
    >
      {variant === 'person' ? (
        <>
          <rect width="100" height="100" fill="#e6f4f2" />
          <circle cx="50" cy="38" r="17" fill="#9fd0c8" />
          <path d="M18 100c0-20 14-33 32-33s32 13 32 33z" fill="#9fd0c8" />
        </>
      ) : (
        <>
          <rect width="160" height="100" fill="#e6f4f2" />
          <rect x="52" y="28" width="56" height="44" rx="4" fill="none" stroke="#9fd0c8" strokeWidth="4" />
          <path d="M58 66l14-16 10 10 8-7 12 13z" fill="#9fd0c8" />
          <circle cx="95" cy="40" r="5" fill="#9fd0c8" />
        </>
      )}
    </svg>
  );
}
