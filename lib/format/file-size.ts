/**
 * A file size in whole kilobytes (1 KB = 1024 bytes, as the 500 KB photo limit is counted), for
 * the photo field and the prospectus download. A number: `fill()` writes it in the page's digits.
 */
export function kilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}
