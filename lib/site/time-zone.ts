/**
 * The institute's time zone and today's date in it. Its own module, without next/cache (clock.ts
 * caches the year), so date formatting (lib/format/date.ts) can run in client islands too.
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Dhaka';

/** Today's date in Dhaka as YYYY-MM-DD, whatever the server's time zone (DESIGN.md section 5). */
export function dhakaDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE }).format(now);
}
