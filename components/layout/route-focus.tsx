'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { focusMainContent } from '@/lib/ui/main-content';

/**
 * After a move to another page in the tab (a link, the search, Back), focus goes to the new page's
 * `<main>`, where the skip link goes too. Otherwise it stays on the link, which is gone (the next Tab
 * then starts where it was, in the footer) or still in the header or footer, off the page the
 * visitor now reads. The scroll is Next's (top of the page, or where Back left it).
 *
 * Rendered after the header and footer: their effects run first, so a menu that gives focus back
 * to its button as the page changes does not take it from here.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusMainContent();
  }, [pathname]);
  return null;
}
