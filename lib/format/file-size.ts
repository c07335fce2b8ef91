/**
 * A file size in whole kilobytes (1 KB = 1024 bytes, as the 500 KB photo limit is counted), for
 * the photo field and the prospectus download, rounded up: a photo one byte over the limit reads
 * "501 KB", not the "500 KB" beside "must be 500 KB or smaller". A number: `fill()` writes it in
 * the page's digits.
 */
export function kilobytes(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / 1024));
}
