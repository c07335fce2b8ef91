const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Drawn on the page: has a box. (`offsetParent` is null for a `position: fixed` element too.) */
const rendered = (element: HTMLElement) => element.getClientRects().length > 0 || element === document.activeElement;

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal panel). Call from a keydown handler. Focus
 * on the panel itself, or outside it (a click on text in the panel can leave it on the page's
 * body), goes to the panel's first control, or its last with Shift.
 */
export function trapTab(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(rendered);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (active === container || !container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
