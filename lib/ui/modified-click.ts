import type { MouseEvent } from 'react';

/**
 * A click on a link that the browser should handle itself (a new tab or window, a download), so a
 * script that handles the link's plain clicks must let it through.
 */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click handler of a link that the script turns into an action in the page (playing a video
 * in place, opening a search result in the browser): a plain click does `action` instead of
 * following the link; a modified click is left to the browser.
 */
export function onPlainClick(action: () => void) {
  return (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    action();
  };
}
