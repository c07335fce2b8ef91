import { LoadingFrame } from '@/components/layout/search-overlay-loader';
import { useSearchOpen } from '@/lib/ui/search-store';

const labels = { title: 'Search the site', label: 'Search', placeholder: 'Search…', close: 'Close search', hint: '' };

/** The search's loading frame: the dialog and its box, which the overlay draws the same way. */
export function SearchFrame() {
  return <LoadingFrame labels={labels} />;
}

/** The frame while the search store says the search is open, as the site's loader shows it. */
export function SearchWhenOpen() {
  return useSearchOpen() ? <SearchFrame /> : null;
}
