'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { setSearchDraft, useSearchDraft, useSearchOpen } from '@/lib/ui/search-store';
import { SearchDialog, useSearchDialog, type SearchDialogLabels } from './search-dialog';
import type { SearchOverlayProps } from './search-overlay';

// The overlay's code (results, the page list) is fetched when the visitor first opens it, not with every page.
const SearchOverlay = lazy(() => import('./search-overlay').then((m) => ({ default: m.SearchOverlay })));

/**
 * Until that code has arrived (most of a second on a slow network), the dialog and its box are
 * already there and focused, so a phone opens its keyboard at the tap and no letter typed
 * meanwhile is lost: the overlay starts from it. (Exported for its tests.)
 */
export function LoadingFrame({ labels }: { labels: SearchDialogLabels }) {
  const query = useSearchDraft();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useSearchDialog(true, dialogRef, inputRef);
  return (
    <SearchDialog
      labels={labels}
      dialogRef={dialogRef}
      inputRef={inputRef}
      query={query}
      onQueryChange={setSearchDraft}
    />
  );
}

/** Mounts the site search overlay on its first opening and keeps it mounted afterwards. */
export function SearchOverlayLoader(props: SearchOverlayProps) {
  const open = useSearchOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <LoadingFrame labels={props.labels} /> : null}>
      <SearchOverlay {...props} />
    </Suspense>
  );
}
