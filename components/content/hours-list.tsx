import type { BilingualText } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { Pairs } from './content-block';

/** Opening hours from the institute's content file, day range by day range. */
export function HoursList({ rows, locale, label }: { rows: readonly { days: BilingualText; hours: BilingualText }[]; locale: Locale; label: string }) {
  return <Pairs label={label} rows={rows.map((row) => ({ term: row.days[locale], value: row.hours[locale] }))} />;
}
