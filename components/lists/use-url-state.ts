'use client';

import { useCallback, useEffect, useState } from 'react';

export type HistoryMode = 'push' | 'replace';

/**
 * A list's state, mirrored in the query string so a result can be shared and Back works.
 * `initial` comes from useSearchParams() (read inside a <Suspense> by the caller); updates write
 * the URL through the history API, which Next's router follows without a server round trip;
 * Back and Forward restore the state they left. `parse` and `serialize` must be stable.
 */
export function useUrlState<T>(
  initial: T,
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => string,
): [T, (next: T, mode: HistoryMode) => void] {
  const [state, setState] = useState(initial);

  useEffect(() => {
    const restore = () => setState(parse(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [parse]);

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

  return [state, update];
}

/**
 * Brings a list's top (its controls) back into view after a page change: smoothly, or at once
 * under reduced motion. The element's scroll-margin-top keeps it clear of the sticky header.
 */
export function scrollToListTop(element: HTMLElement | null) {
  if (!element) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
