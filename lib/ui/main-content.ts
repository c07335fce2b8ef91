/** The id of every page's `<main>` (app/[locale]/layout.tsx): where the skip link goes. */
export const MAIN_CONTENT_ID = 'main';

/**
 * Moves keyboard focus to the page's `<main>` (it has tabIndex -1) without scrolling: the caller
 * decides the scroll. The next Tab then starts at the page's content.
 */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
