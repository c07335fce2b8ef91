'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { setSearchOpen } from '@/lib/ui/search-store';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { useLinkUntilHydrated } from '@/lib/ui/use-hydrated';
import { trapTab } from '@/lib/ui/focus-trap';
import { ChevronDownIcon, CloseIcon, SearchIcon } from './icons';
import type { NavItem } from './nav-types';
import styles from './mobile-menu.module.css';

type Props = {
  items: NavItem[];
  labels: { open: string; close: string; title: string; search: string; navigation: string };
  /** The page listing every page, which the hamburger links to until the page is interactive. */
  allPagesHref: string;
};

const hamburgerIcon = (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The slide-in menu shown below large screens: a modal panel with expandable groups. Its links
 * are rendered on the first opening: closed, the panel would otherwise be laid out and hydrated,
 * unseen, on every page load (the same links are in the page's main navigation for crawlers).
 * Until the page is interactive the hamburger is a link to a page with every page (decision 0009).
 */
export function MobileMenu({ items, labels, allPagesHref }: Props) {
  const { hydrated, linkRef, controlRef: triggerRef } = useLinkUntilHydrated<HTMLButtonElement>();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const titleId = useId();
  const wasOpen = useRef(false);

  useScrollLock(open);

  // Focus goes into the panel when it opens and back to the hamburger when it closes, unless
  // what closed it has taken focus elsewhere (the search it opened). Without preventScroll the
  // browser scrolls the hamburger, in the sticky header, "into view": the page jumped up about
  // half a screen as the scroll lock let go.
  useEffect(() => {
    if (open) closeRef.current?.focus({ preventScroll: true });
    else if (wasOpen.current && focusLeftIn(panelRef.current)) triggerRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, triggerRef]);

  // Navigating closes whatever was open (state adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function openSearch() {
    // The search gives focus back, when it closes, to where it was when it opened: the
    // hamburger, not a button in the closed panel.
    triggerRef.current?.focus({ preventScroll: true });
    setOpen(false);
    setSearchOpen(true);
  }

  return (
    <div className={styles.root}>
      {hydrated ? (
        <button
          ref={triggerRef}
          type="button"
          className={styles.hamburger}
          aria-label={labels.open}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => {
            setEverOpened(true);
            setOpen(true);
          }}
        >
          {hamburgerIcon}
        </button>
      ) : (
        <a ref={linkRef} href={allPagesHref} className={styles.hamburger} aria-label={labels.title}>
          {hamburgerIcon}
        </a>
      )}

      <div className={styles.backdrop} data-open={open || undefined} onClick={() => setOpen(false)} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
        data-open={open || undefined}
        inert={!open}
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
            onClick={() => setOpen(false)}
          >
            <CloseIcon size={22} />
          </button>
        </div>

        {everOpened ? (
          <MenuBody items={items} labels={labels} pathname={pathname} onSearch={openSearch} onClose={() => setOpen(false)} />
        ) : null}
      </div>
    </div>
  );
}

/** Focus is still in the closing panel, or was lost to the page as the panel became inert. */
function focusLeftIn(panel: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(panel?.contains(active));
}

/**
 * The panel's search button and links, with the group that is expanded. A link to the page shown
 * closes the panel: there is no navigation that would.
 */
function MenuBody({
  items,
  labels,
  pathname,
  onSearch,
  onClose,
}: Pick<Props, 'items' | 'labels'> & { pathname: string; onSearch: () => void; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const current = (href: string) =>
    pathname === href ? { 'aria-current': 'page' as const, onClick: onClose } : { 'aria-current': undefined };
  return (
    <>
      <button type="button" className={styles.search} onClick={onSearch}>
        <SearchIcon size={18} />
        {labels.search}
      </button>

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
                <button
                  type="button"
                  className={styles.group}
                  aria-expanded={expanded === item.key}
                  aria-controls={`mobile-group-${item.key}`}
                  onClick={() => setExpanded(expanded === item.key ? null : item.key)}
                >
                  {item.label}
                  <ChevronDownIcon size={14} className={styles.chevron} />
                </button>
                <ul id={`mobile-group-${item.key}`} className={styles.sublist} hidden={expanded !== item.key}>
                  {item.items.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.sublink} {...current(link.href)}>
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
    </>
  );
}
