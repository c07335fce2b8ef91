import { cacheLife } from 'next/cache';

export const INSTITUTE_TIME_ZONE = 'Asia/Dhaka';

/** Today's date in Dhaka as YYYY-MM-DD, whatever the server's time zone (DESIGN.md section 5). */
export function dhakaDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE }).format(now);
}

/** The current year in Dhaka, cached for a day so pages stay prerendered. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return Number(dhakaDate().slice(0, 4));
}
