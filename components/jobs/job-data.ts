import { getJobs, setCacheLifetime } from '@/lib/institute/data';
import { dhakaDate } from '@/lib/site/clock';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The jobs and today in Dhaka (for 'New' and closed), cached for minutes so the badges move on
 * shortly after midnight; the jobs themselves stay cached for hours by their getter.
 */
export async function loadJobBoard(locale: Locale) {
  'use cache';
  setCacheLifetime('minutes');
  return { today: dhakaDate(), jobs: await getJobs(locale) };
}
