'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { ChevronDownIcon } from './icons';
import type { NavItem } from './nav-types';
import styles from './desktop-nav.module.css';

/** Spec section 9: a dropdown closes 180 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 180;

type Props = { items: NavItem[]; label: string };

export function DesktopNav({ items, label }: Props) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A mouse click on a trigger that the same pointer just opened by hovering keeps it open.
  const hoverOpened = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const hydrated = useHydrated();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenKey(null), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  // A click anywhere outside the menu closes an open dropdown; Escape closes it and returns focus to its trigger.
  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = document.getElementById(`nav-trigger-${openKey}`);
      if (navRef.current?.contains(document.activeElement)) trigger?.focus({ preventScroll: true });
      setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openKey]);

  useEffect(() => cancelClose, [cancelClose]);

  // A menu that CSS showed before the script ran (under the pointer, or with the keyboard in it)
  // stays open when the script takes over; closing it there hid the link being aimed at, and
  // focus with it. Before paint, so it does not blink.
  useLayoutEffect(() => {
    if (!hydrated) return;
    const nav = navRef.current;
    const focused = nav?.querySelector<HTMLElement>('[data-menu]:focus-within')?.dataset.menu;
    const hovered = nav?.querySelector<HTMLElement>('[data-menu]:hover')?.dataset.menu;
    // Opened by the pointer, as onPointerEnter would have: a click on its trigger then keeps it open.
    if (!focused && hovered) hoverOpened.current = hovered;
    const shown = focused ?? hovered;
    if (shown) setOpenKey(shown);
  }, [hydrated]);

  // Navigating closes whatever was open (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenKey(null);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      cancelClose();
      setOpenKey(key);
      requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#nav-panel-${key} a`)?.focus());
    }
  }

  const isCurrent = (href: string) => pathname === href;

  // Inside an open panel the arrows, Home and End move between its links (Tab does too), instead
  // of scrolling the page behind it.
  function onPanelKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = Array.from(event.currentTarget.querySelectorAll('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const to = panelKeyTarget(event.key, at, links.length);
    if (at < 0 || to === null) return;
    event.preventDefault();
    links[to]?.focus();
  }

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav} data-static={!hydrated || undefined}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.key} className={styles.item}>
              <Link
                href={item.href}
                className={styles.topLink}
                aria-current={isCurrent(item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ) : (
            <li
              key={item.key}
              className={styles.item}
              data-menu={item.key}
              data-open={openKey === item.key || undefined}
              onPointerEnter={(e) => {
                if (e.pointerType !== 'mouse') return;
                cancelClose();
                if (openKey !== item.key) hoverOpened.current = item.key;
                setOpenKey(item.key);
              }}
              onPointerLeave={(e) => {
                if (e.pointerType !== 'mouse') return;
                hoverOpened.current = null;
                scheduleClose();
              }}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null) && openKey === item.key) setOpenKey(null);
              }}
            >
              <button
                type="button"
                id={`nav-trigger-${item.key}`}
                className={styles.trigger}
                // Until the script runs, the panel is shown by CSS (hover, focus within) and the
                // button does nothing: it claims no state it cannot keep.
                aria-expanded={hydrated ? openKey === item.key : undefined}
                aria-controls={hydrated ? `nav-panel-${item.key}` : undefined}
                data-current={item.items.some((link) => isCurrent(link.href)) || undefined}
                onClick={() => {
                  // A close still pending from the pointer leaving must not undo this click or key press.
                  cancelClose();
                  const keepOpen = hoverOpened.current === item.key;
                  hoverOpened.current = null;
                  setOpenKey(openKey === item.key && !keepOpen ? null : item.key);
                }}
                onKeyDown={(e) => onTriggerKeyDown(e, item.key)}
              >
                {item.label}
                <ChevronDownIcon size={12} className={styles.chevron} />
              </button>
              <ul
                id={`nav-panel-${item.key}`}
                className={styles.panel}
                hidden={openKey !== item.key}
                onKeyDown={onPanelKeyDown}
              >
                {item.items.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.panelLink}
                      aria-current={isCurrent(link.href) ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Which link of a panel of `count` a key moves focus to from link `at`, or null for a key that does not move it. */
function panelKeyTarget(key: string, at: number, count: number): number | null {
  if (key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
