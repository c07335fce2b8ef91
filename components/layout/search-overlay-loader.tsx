'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSearchOpen } from '@/lib/ui/search-store';
import type { SearchOverlayProps } from './search-overlay';

// The overlay's code is fetched when the visitor first opens it, not with every page.
const SearchOverlay = dynamic(() => import('./search-overlay').then((m) => m.SearchOverlay), { ssr: false });

/** Mounts the site search overlay on its first opening and keeps it mounted afterwards. */
export function SearchOverlayLoader(props: SearchOverlayProps) {
  const open = useSearchOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <SearchOverlay {...props} /> : null;
}
