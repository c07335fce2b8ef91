import { cacheLife } from 'next/cache';

import { dhakaDate } from './time-zone';

export { INSTITUTE_TIME_ZONE, dhakaDate } from './time-zone';

/** The current year in Dhaka, cached for a day so pages stay prerendered. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return Number(dhakaDate().slice(0, 4));
}
