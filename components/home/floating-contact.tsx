'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import { useScrollDirectionMark } from '@/lib/ui/use-scroll-direction-mark';
import styles from './floating-contact.module.css';

/** Spec section 9: the widget starts pulsing after 3 seconds, to be noticed. */
export const PULSE_AFTER_MS = 3000;

type Props = {
  phone: { href: string; label: string };
  address: { href: string; label: string };
  messengerHref: string;
  chatHref: string;
  /** The contact page, which the button links to until the page's script has run (decision 0009). */
  contactPageHref: string;
  labels: { open: string; close: string; call: string; address: string; messenger: string; chat: string };
};

const closeIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

const chatIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="M8 10h8M8 13h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The floating contact button: opens a small list of ways to reach the institute. */
export function FloatingContact({ phone, address, messengerHref, chatHref, contactPageHref, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [pulsing, setPulsing] = useState(false);
  const { hydrated, linkRef, controlRef: toggleRef } = useLinkUntilHydrated<HTMLButtonElement>();
  const rootRef = useRef<HTMLDivElement>(null);
  useScrollDirectionMark();

  useEffect(() => {
    const timer = setTimeout(() => setPulsing(true), PULSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // A tap or click anywhere else closes the open list, as a menu would: it covers the hero's buttons.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes the list from the button or any of its links, and focus goes back to the button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Focus moving on past the list (Tab from its last link) closes it, as a menu would: it would
  // cover what takes focus next. Not when the window itself loses focus (a link opened an app).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!open || rootRef.current?.contains(next) || (next === null && !document.hasFocus())) return;
    setOpen(false);
  };

  // The button comes first in the page's order, so Tab goes from it into the list it opened; the
  // list is drawn above it (column-reverse).
  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur} data-floating>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          data-pulse={(pulsing && !open) || undefined}
          aria-expanded={open}
          aria-controls="floating-contact-list"
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? closeIcon : chatIcon}
        </button>
      ) : (
        <a ref={linkRef} href={contactPageHref} className={styles.toggle} aria-label={labels.open}>
          {chatIcon}
        </a>
      )}
      <ul id="floating-contact-list" className={styles.list} hidden={!open}>
        <li>
          <a href={phone.href} className={styles.item}>
            <span className={styles.label}>{labels.call}</span>
            <span dir="ltr">{phone.label}</span>
          </a>
        </li>
        <li>
          <a href={address.href} className={styles.item} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>{labels.address}</span>
            <span>{address.label}</span>
          </a>
        </li>
        <li>
          <a href={messengerHref} className={styles.item} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>{labels.messenger}</span>
          </a>
        </li>
        <li>
          <a href={chatHref} className={styles.item} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>{labels.chat}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
