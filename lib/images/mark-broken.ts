import type { SyntheticEvent } from 'react';

/**
 * The onError of a plain <img> (not next/image's): marks it `data-broken`, which its own CSS
 * hides, so a photo that failed leaves its tinted box or its caption rather than the browser's
 * broken-image icon. No state, so nothing renders again.
 */
export function markBroken(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.dataset.broken = '';
}

/**
 * Marks the images under `root` that had already failed when the page's script ran: their error
 * came before React listened (a lazy photo near the first screen is asked for at once).
 */
export function markBrokenWithin(root: ParentNode | null): void {
  for (const img of root?.querySelectorAll('img') ?? []) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.dataset.broken = '';
  }
}
