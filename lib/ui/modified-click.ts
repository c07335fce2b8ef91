import type { MouseEvent } from 'react';

/**
 * A click on a link that the browser should handle itself (a new tab or window, a download), so a
 * script that handles the link's plain clicks must let it through.
 */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
