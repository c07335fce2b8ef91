'use client';

import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { bringIntoView } from '@/lib/ui/bring-into-view';

export type HistoryMode = 'push' | 'replace';

/**
 * A list's state, mirrored in the query string so a result can be shared and Back works.
 * The page is prerendered with `initial` (the default state, or a later page the server drew for
 * the address: lib/lists/prerendered-pages.ts). After hydration the query string
 * of the address takes over: the list updates in place when it differs, and `synced` turns true.
 * (Reading it with useSearchParams() instead would make Next render the whole list again on the
 * client, inside a Suspense boundary, on every visit.) Updates write the URL through the history
 * API, which Next's router follows without a server round trip; Back and Forward restore the
 * state they left. `parse` and `serialize` must be stable.
 *
 * `early`, read once at hydration, turns what the visitor changed in the list's boxes before the
 * page's script ran (the DOM holds it; React's state does not) into the state to start from; it
 * wins over the address, which is then updated to match. Without it, the next render would put
 * the boxes back to the state's values and the visitor's typing or choice would be lost.
 */
export function useUrlState<T>(
  initial: T,
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => string,
  early?: (fromUrl: T) => T,
): [T, (next: T, mode: HistoryMode) => void, boolean] {
  const [state, setState] = useState(initial);
  const [synced, setSynced] = useState(false);
  const takeEarly = useEffectEvent((fromUrl: T) => (early ? early(fromUrl) : fromUrl));

  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const addressed = parse(address);
    const first = takeEarly(addressed);
    const query = serialize(first);
    const restated = restate(address, serialize(addressed), query);
    if (restated !== address.toString()) {
      const { pathname, hash } = window.location;
      window.history.replaceState(null, '', `${pathname}${restated ? `?${restated}` : ''}${hash}`);
    }
    // The address bar is outside React, and the prerendered HTML was made without it: its query
    // can only be read here, once, after hydration (one extra render, in place).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => (serialize(current) === query ? current : first));
    setSynced(true);
    const restore = () => setState(parse(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [parse, serialize]);

  const update = useCallback(
    (next: T, mode: HistoryMode) => {
      setState(next);
      const { pathname, search, hash } = window.location;
      const query = serialize(next);
      const target = `${pathname}${query ? `?${query}` : ''}${hash}`;
      if (target === `${pathname}${search}${hash}`) return;
      if (mode === 'push') window.history.pushState(null, '', target);
      else window.history.replaceState(null, '', target);
    },
    [serialize],
  );

  return [state, update, synced];
}

/**
 * The address's query with the list's own parameters as the list says them: those of `query`
 * replace those `parse` read (`written`). They differ when the visitor's early choice wins, or when
 * `parse` read a value as another (the other language's name of a department). Parameters the list
 * did not write (utm_source, a value it ignored) stay as they were.
 */
function restate(address: URLSearchParams, written: string, query: string): string {
  const params = new URLSearchParams(address);
  const said = new URLSearchParams(query);
  for (const key of new URLSearchParams(written).keys()) if (!said.has(key)) params.delete(key);
  // set() keeps a parameter where it was: an address that already says the state is not rewritten.
  for (const [key, value] of said) params.set(key, value);
  return params.toString();
}

/** A list's count line (`data-list-start`, tabIndex -1): where the focus goes when its page changes. */
function listStartOf(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[data-list-start]') ?? null;
}

/**
 * Brings a list's top (its controls) back into view after a page change: smoothly, or at once
 * under reduced motion. The page's scroll-padding-top (globals.css) keeps it clear of the sticky header.
 * The focus, when it was in the list (on the page number just pressed), moves to the list's count
 * line (`data-list-start`, tabIndex -1): the next Tab then goes on from the new page's first item,
 * not from a button now far below the screen.
 */
export function scrollToListTop(element: HTMLElement | null) {
  const start = listStartOf(element);
  // Asked now, while the pressed button still holds the focus; moved once React has drawn the new
  // page, so that a screen reader reads the new count line, not the one it replaces.
  if (start && element?.contains(document.activeElement)) requestAnimationFrame(() => start.focus({ preventScroll: true }));
  bringIntoView(element, 'start');
}

/**
 * When a redraw of the list removes the element that had the focus (Back or Forward to another of
 * its pages, while on one of the page's items), the browser drops the focus to the document's body
 * and a screen reader loses its place: it goes to the list's count line instead, brought into view,
 * as after a page change (scrollToListTop). Focus that survives a redraw is left where it is.
 */
export function useListFocusKept(rootRef: RefObject<HTMLElement | null>) {
  // The list's element that had the focus last. A browser may fire no event when it is removed (and
  // Chrome's focusout then names no next element), so it is kept until the focus goes to an element
  // outside the list.
  const held = useRef<Element | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      held.current = event.target as Element;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) held.current = null;
    };
    const listening = new AbortController();
    root.addEventListener('focusin', onFocusIn, { signal: listening.signal });
    root.addEventListener('focusout', onFocusOut, { signal: listening.signal });
    return () => listening.abort();
  }, [rootRef]);
  // After every redraw of the list.
  useLayoutEffect(() => {
    const element = held.current;
    if (!element || element.isConnected) return;
    held.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const root = rootRef.current;
    const start = listStartOf(root);
    if (!start) return;
    start.focus({ preventScroll: true });
    // The focus must be in view: the list's top is brought into view, as after a page change. Again
    // after a popstate that comes within the second: the browser puts back the scroll of the page
    // returned to after popstate, and Next's router may draw a history move before popstate or after.
    const bring = () =>
      requestAnimationFrame(() => {
        if (document.activeElement === start) bringIntoView(root, 'start');
      });
    bring();
    window.addEventListener('popstate', bring, { once: true, signal: AbortSignal.timeout(1000) });
  });
}
