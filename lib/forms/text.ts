import { localNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Labels reach client islands as raw message texts (see the pages); these fill their
 * `{placeholders}` and write numbers in the page's digits, without shipping an i18n runtime.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A file size in whole kilobytes (1 KB = 1024 bytes, as the 500 KB limit is counted). */
export function kilobytes(bytes: number, locale: Locale): string {
  return localNumber(Math.max(1, Math.round(bytes / 1024)), locale);
}

/**
 * For the onMouseDown of a button below form fields (submit, close): keeps focus in the field
 * being typed in. Otherwise that field's blur shows its error first, the layout moves the button
 * away from under the finger, and the tap lands on nothing.
 */
export function keepFocusOnPress(event: { preventDefault(): void }) {
  event.preventDefault();
}
