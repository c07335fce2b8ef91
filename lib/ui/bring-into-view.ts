/** Scrolls `element` into view: smoothly, or at once under reduced motion. */
export function bringIntoView(element: Element | null, block: ScrollLogicalPosition): void {
  if (!element) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block });
}
