/** The id of every page's `<main>` (app/[locale]/layout.tsx): where the skip link goes. */
export const MAIN_CONTENT_ID = 'main';

/**
 * The page's `<main>`. Just after a switch of language the other language's page is still in the
 * document, hidden (Next keeps it for Back), with its own <main id="main">: this is the one shown.
 */
export function shownMainContent(): HTMLElement | null {
  const mains = [...document.querySelectorAll<HTMLElement>(`main#${MAIN_CONTENT_ID}`)];
  return mains.find((main) => main.getClientRects().length > 0) ?? mains[0] ?? null;
}

/**
 * Moves keyboard focus to the page's `<main>` (it has tabIndex -1) without scrolling: the caller
 * decides the scroll. The next Tab then starts at the page's content.
 */
export function focusMainContent(): void {
  shownMainContent()?.focus({ preventScroll: true });
}
