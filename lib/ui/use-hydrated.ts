'use client';

import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after. A control
 * that needs script renders its no-script form (a plain link) until then, so a tap that comes
 * before the page's script has run still goes somewhere useful instead of being lost; a form's
 * submit button stays disabled until then, so the browser does not send the form itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * For a control that is a plain link until the page is interactive: whether it is, and refs for
 * the link and the control that replaces it. A visitor who had tabbed to the link keeps focus on
 * the control, instead of losing it to the page when the link is removed.
 */
export function useLinkUntilHydrated<Control extends HTMLElement>() {
  const hydrated = useHydrated();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const controlRef = useRef<Control>(null);
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated) linkHadFocus.current = document.activeElement === linkRef.current;
    else if (linkHadFocus.current) controlRef.current?.focus();
  }, [hydrated]);
  return { hydrated, linkRef, controlRef };
}

/**
 * For a group of controls that are links until the page is interactive (page numbers, tabs): each
 * link and the control that replaces it carry the same `data-control` name, and focus on a link
 * moves to its control. Returns whether the page is interactive, and a ref for the group's element.
 */
export function useLinkGroupUntilHydrated<Group extends HTMLElement>() {
  const hydrated = useHydrated();
  const groupRef = useRef<Group>(null);
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!hydrated) {
      const active = document.activeElement;
      focused.current = active && group?.contains(active) ? active.getAttribute('data-control') : null;
    } else if (focused.current) {
      group?.querySelector<HTMLElement>(`[data-control="${CSS.escape(focused.current)}"]`)?.focus();
    }
  }, [hydrated]);
  return { hydrated, groupRef };
}
