/** Whether a link opens a PDF, by its path (query and fragment aside): such a link says so. */
export function isPdf(href: string): boolean {
  return /\.pdf$/i.test(href.split(/[?#]/, 1)[0]!);
}
