'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { focusMainContent } from '@/lib/ui/main-content';

/** Whether this document has shown a page already: only its first page leaves focus alone. */
let visitStarted = false;

/**
 * After a move to another page in the tab (a link, the search, Back), focus goes to the new page's
 * `<main>`, where the skip link goes too. Otherwise it stays on the link, which is gone (the next Tab
 * then starts where it was, in the footer) or still in the header or footer, off the page the
 * visitor now reads. The scroll is Next's (top of the page, or where Back left it).
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
    if (!visitStarted) {
      visitStarted = true;
      return;
    }
    focusMainContent();
  }, [pathname]);
  return null;
}
