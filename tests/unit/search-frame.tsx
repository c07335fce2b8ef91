import { useRef } from 'react';
import { SearchDialog, useSearchDialog } from '@/components/layout/search-dialog';
import { useSearchOpen } from '@/lib/ui/search-store';

export const searchLabels = { title: 'Search the site', label: 'Search', placeholder: 'Search…', close: 'Close search', hint: '' };

/** A search dialog with nothing in it but its box: what the loading frame and the overlay share. */
export function SearchFrame() {
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useSearchDialog(true, dialogRef, inputRef);
  return <SearchDialog labels={searchLabels} dialogRef={dialogRef} inputRef={inputRef} query="" onQueryChange={() => {}} />;
}

/** The frame while the search store says the search is open, as the site's loader shows it. */
export function SearchWhenOpen() {
  return useSearchOpen() ? <SearchFrame /> : null;
}
