'use client';

import { useEffect, useState } from 'react';
import { QR_QUIET_ZONE, qrPath } from '@/lib/forms/qr-path';
import styles from './form.module.css';

/**
 * The application reference as a QR code, for the admission office to scan from the printed
 * receipt or the phone's screen. Inline SVG (crisp at any print resolution), named for screen
 * readers. The encoder is loaded when the receipt appears (lib/forms/qr-modules.ts), so it costs the
 * admission page nothing until an application has been sent; until it arrives, or if it cannot be
 * loaded, the box stays empty and the reference is still there as text.
 */
export function ReceiptQr({ reference, label }: { reference: string; label: string }) {
  const [code, setCode] = useState<{ text: string; modules: boolean[][] } | null>(null);
  useEffect(() => {
    let current = true;
    import('@/lib/forms/qr-modules')
      .then(({ qrModules }) => {
        if (current) setCode({ text: reference, modules: qrModules(reference) });
      })
      .catch(() => {
        // Offline, or the chunk failed: the reference is printed as text beside it.
      });
    return () => {
      current = false;
    };
  }, [reference]);

  if (!code || code.text !== reference) return <span className={styles.qr} aria-hidden="true" />;
  const box = code.modules.length + 2 * QR_QUIET_ZONE;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={qrPath(code.modules)} fill="#000" />
    </svg>
  );
}
