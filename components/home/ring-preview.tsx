import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ImageAttributes } from '@/lib/images/image-attributes';
import { markBroken } from '@/lib/images/mark-broken';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { trapTab } from '@/lib/ui/focus-trap';
import styles from './ring-preview.module.css';

export type RingPreviewItem = { src: string; title: string; width?: number; height?: number; preview?: ImageAttributes };

type Props = {
  item: RingPreviewItem;
  closeLabel: string;
  /** Called for the close button, a backdrop click and Escape; the caller unmounts the preview and restores focus. */
  onClose: () => void;
};

/**
 * The carousel's full-screen image preview: a modal dialog named by the image title, rendered into
 * <body> so no transformed ancestor can trap its fixed position. Mounted only while open.
 */
export function RingPreview({ item, closeLabel, onClose }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useScrollLock(true);

  useEffect(() => {
    closeRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div className={styles.backdrop} data-ring-preview-backdrop="" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <figure className={styles.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- sized on the server (ringImages) */}
          <img
            {...(item.preview ?? { src: item.src, width: item.width ?? 1600, height: item.height ?? 1200, sizes: '100vw' })}
            alt={item.title}
            className={styles.image}
            onError={markBroken}
          />
          <figcaption>
            <h2 id={titleId} className={styles.title}>
              {item.title}
            </h2>
          </figcaption>
        </figure>
      </div>
    </div>,
    document.body,
  );
}
