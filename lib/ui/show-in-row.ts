/**
 * Scrolls a row that scrolls sideways (a phone's filter chips) so that `item` is wholly in view,
 * clear of the row's scroll padding. Only the row moves: `scrollIntoView` would also scroll the
 * page up or down when the row is off screen.
 */
export function showInRow(row: HTMLElement, item: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const style = getComputedStyle(row);
  const start = rowBox.left + (parseFloat(style.scrollPaddingInlineStart) || 0);
  const end = rowBox.right - (parseFloat(style.scrollPaddingInlineEnd) || 0);
  if (box.right > end) row.scrollLeft += Math.min(box.right - end, box.left - start);
  else if (box.left < start) row.scrollLeft -= start - box.left;
}
