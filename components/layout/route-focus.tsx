'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { focusMainContent, shownMainContent } from '@/lib/ui/main-content';

/** Whether this document has shown a page already: only its first page leaves focus alone. */
let visitStarted = false;
/** Whether the page now shown came by Back or Forward. */
let traversed = false;
/** The link each page (path and query) was left by, to give focus back to on the way back. */
const leftBy = new Map<string, string>();

const here = () => window.location.pathname + window.location.search;

function rememberLinkLeftBy(event: MouseEvent) {
  // A click starts a move of its own: a Back within the same path (a list's page) changed no path
  // and left the mark.
  traversed = false;
  const link = event.target instanceof Element ? event.target.closest('main a[href]') : null;
  const href = link?.getAttribute('href');
  if (href) leftBy.set(here(), href);
}

/**
 * The Navigation API's event (Chrome, and Android's WebView) tells of a traversal before Next's
 * update. Only a traversal counts: Next itself writes its state with replaceState as it shows the
 * page, which is a navigate event too.
 */
function noteTraversal(event: Event & { navigationType?: string }) {
  if (event.type === 'popstate' || event.navigationType === 'traverse') traversed = true;
}

/** Where the browser tells of a Back or Forward before the page is updated for it, if it can. */
function traversalSource(): { target: EventTarget; type: string } {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  return navigation ? { target: navigation, type: 'navigate' } : { target: window, type: 'popstate' };
}

/**
 * After a move to another page in the tab (a link, the search, Back), focus goes to the new page's
 * `<main>`, where the skip link goes too. Otherwise it stays on the link, which is gone (the next Tab
 * then starts where it was, in the footer) or still in the header or footer, off the page the
 * visitor now reads. The scroll is Next's (top of the page, or where Back left it).
 *
 * Back or Forward to a page left by a link in its content (a job in the jobs board, a notice on
 * page 2) gives focus to that link instead: the page is scrolled back to it, and the next Tab goes
 * on from there rather than from the top of the page.
 *
 * The effect runs when the path changes and whenever this layout is mounted or shown again: a switch
 * of language mounts the other language's layout with the new path already its own, and hides the
 * old one with the focused toggle inside it, so focus would fall to `<body>`.
 *
 * Rendered after the header and footer: their effects run first, so a menu that gives focus back
 * to its button as the page changes does not take it from here.
 */
export function RouteFocus() {
  const pathname = usePathname();

  useEffect(() => {
    document.addEventListener('click', rememberLinkLeftBy, true);
    // Not popstate where the Navigation API is there: Next has rendered the page, and this effect
    // has run, by the time popstate comes. Elsewhere popstate, in capture, before Next's listener.
    const { target, type } = traversalSource();
    target.addEventListener(type, noteTraversal, true);
    return () => {
      document.removeEventListener('click', rememberLinkLeftBy, true);
      target.removeEventListener(type, noteTraversal, true);
    };
  }, []);

  useEffect(() => {
    const back = traversed;
    traversed = false;
    if (!visitStarted) {
      visitStarted = true;
      return;
    }
    const href = back ? leftBy.get(here()) : undefined;
    const link = href ? shownMainContent()?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`) : null;
    if (link) link.focus({ preventScroll: true });
    else focusMainContent();
  }, [pathname]);

  return null;
}
