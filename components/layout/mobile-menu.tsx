'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { setSearchOpen } from '@/lib/ui/search-store';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { useHydrated, useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import { trapTab } from '@/lib/ui/focus-trap';
import { ChevronDownIcon, CloseIcon, SearchIcon } from './icons';
import type { NavItem } from './nav-types';
import styles from './mobile-menu.module.css';

type Props = {
  items: NavItem[];
  labels: { open: string; close: string; title: string; search: string; navigation: string };
  /** The search page, where the panel's search button leads until the page is interactive. */
  searchHref: string;
};

const PANEL_ID = 'mobile-menu';

const hamburgerIcon = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The browser opens and closes a popover by itself (Chrome 114, Safari 17, Firefox 125 and later). */
const popoverSupported = (panel: HTMLElement | null) => typeof panel?.showPopover === 'function';

/**
 * The slide-in menu shown below large screens. It works before the page's script has arrived: the
 * panel is a popover that its buttons open and close (a tap outside it and Escape close it too),
 * its groups are native disclosures, and its links are in the HTML (hidden, not laid out, while it
 * is closed). The script enhances it into a modal dialog: focus into the panel and back, Tab kept
 * inside, the page's scroll locked, closed on navigation. Where the browser has no popover, the
 * script opens it instead.
 */
export function MobileMenu({ items, labels, searchHref }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Set once mounted in a browser without popovers: the script draws the panel open or closed.
  const [scripted, setScripted] = useState(false);
  /** The popover: the whole screen, the page's strip and the panel. */
  const panelRef = useRef<HTMLDivElement>(null);
  /** The panel itself, the dialog that keeps focus. */
  const dialogRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const titleId = useId();
  const wasOpen = useRef(false);

  useScrollLock(open);

  // The popover is the truth: its toggle events keep the state, also for an opening that came
  // before the page's script (taken up here).
  useEffect(() => {
    const panel = panelRef.current;
    if (!popoverSupported(panel)) {
      setScripted(true);
      return;
    }
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel!.addEventListener('toggle', onToggle);
    if (panel!.matches(':popover-open')) setOpen(true);
    return () => panel!.removeEventListener('toggle', onToggle);
  }, []);

  const show = useCallback(() => {
    const panel = panelRef.current;
    if (!popoverSupported(panel)) setOpen(true);
    else if (!panel!.matches(':popover-open')) panel!.showPopover();
  }, []);

  const hide = useCallback(() => {
    const panel = panelRef.current;
    if (!popoverSupported(panel)) setOpen(false);
    else if (panel!.matches(':popover-open')) panel!.hidePopover();
  }, []);

  // Focus goes into the panel when it opens and back to the hamburger when it closes, unless
  // what closed it has taken focus elsewhere (the search it opened). Without preventScroll the
  // browser scrolls the hamburger, in the sticky header, "into view": the page jumped up about
  // half a screen as the scroll lock let go.
  useEffect(() => {
    if (open) closeRef.current?.focus({ preventScroll: true });
    else if (wasOpen.current && focusLeftIn(panelRef.current)) triggerRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  // Navigating closes whatever was open (not the first render: a panel opened before the page's
  // script ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide();
  }, [pathname, hide]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
      else if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  function openSearch() {
    // The search gives focus back, when it closes, to where it was when it opened: the
    // hamburger, not a button in the closed panel.
    triggerRef.current?.focus({ preventScroll: true });
    hide();
    setSearchOpen(true);
  }

  return (
    <div className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.hamburger}
        aria-label={labels.open}
        popoverTarget={PANEL_ID}
        popoverTargetAction="show"
        // The popover's own state is announced with the button; without popovers, the script's.
        aria-expanded={scripted ? open : undefined}
        aria-controls={scripted ? PANEL_ID : undefined}
        onClick={scripted ? show : undefined}
      >
        {hamburgerIcon}
      </button>

      {/* The popover fills the screen: the strip of page beside the panel is its own close button, so
          a tap there closes the menu and nothing under it (a tap outside a popover would reach
          the page). Not a stop for the keyboard: the panel's close button and Escape are. */}
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        className={styles.overlay}
        data-open={open || undefined}
        inert={scripted && !open}
      >
        <button
          type="button"
          className={styles.backdrop}
          tabIndex={-1}
          aria-hidden="true"
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
          onClick={scripted ? hide : undefined}
        />
        <div
          ref={dialogRef}
          role="dialog"
          // Modal once the script keeps focus inside and the page still; before, a disclosure.
          aria-modal={hydrated ? true : undefined}
          aria-labelledby={titleId}
          className={styles.panel}
        >
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {labels.title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={labels.close}
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              onClick={scripted ? hide : undefined}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <MenuBody items={items} labels={labels} pathname={pathname} searchHref={searchHref} onSearch={openSearch} onClose={hide} />
        </div>
      </div>
    </div>
  );
}

/** Focus is still in the closing panel, or was lost to the page as the panel closed. */
function focusLeftIn(panel: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(panel?.contains(active));
}

/**
 * The panel's search and links. The groups are native disclosures, one open at a time (`name`).
 * A link to the page shown closes the panel: there is no navigation that would.
 */
function MenuBody({
  items,
  labels,
  pathname,
  searchHref,
  onSearch,
  onClose,
}: Pick<Props, 'items' | 'labels' | 'searchHref'> & { pathname: string; onSearch: () => void; onClose: () => void }) {
  const { hydrated, linkRef, controlRef } = useLinkUntilHydrated<HTMLButtonElement>();
  const current = (href: string) =>
    pathname === href ? { 'aria-current': 'page' as const, onClick: onClose } : { 'aria-current': undefined };
  const search = (
    <>
      <SearchIcon size={18} />
      {labels.search}
    </>
  );
  return (
    <>
      {/* The overlay needs the script; until it has run, the search page. */}
      {hydrated ? (
        <button ref={controlRef} type="button" className={styles.search} onClick={onSearch}>
          {search}
        </button>
      ) : (
        <a ref={linkRef} href={searchHref} className={styles.search}>
          {search}
        </a>
      )}

      <nav aria-label={labels.navigation}>
        <ul className={styles.list}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.key}>
                <Link href={item.href} className={styles.link} {...current(item.href)}>
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.key}>
                <details name="mobile-menu-group" className={styles.details}>
                  <summary className={styles.group}>
                    {item.label}
                    <ChevronDownIcon size={14} className={styles.chevron} />
                  </summary>
                  <ul className={styles.sublist}>
                    {item.items.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} className={styles.sublink} {...current(link.href)}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
