import type { InstituteEvent } from './types';
import { calendarDate } from '@/lib/format/calendar-date';

const MONTHS: Record<string, number> = {};
[
  ['january', 'jan', 'জানুয়ারি'],
  ['february', 'feb', 'ফেব্রুয়ারি'],
  ['march', 'mar', 'মার্চ'],
  ['april', 'apr', 'এপ্রিল'],
  ['may', 'may', 'মে'],
  ['june', 'jun', 'জুন'],
  ['july', 'jul', 'জুলাই'],
  ['august', 'aug', 'আগস্ট'],
  ['september', 'sep', 'সেপ্টেম্বর'],
  ['october', 'oct', 'অক্টোবর'],
  ['november', 'nov', 'নভেম্বর'],
  ['december', 'dec', 'ডিসেম্বর'],
].forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

/** How far ahead to look for a month and day: 29 February can be eight years away (2096 to 2104). */
const YEARS_AHEAD = 8;

/**
 * The date an event happens on, YYYY-MM-DD: its full date when the source gave one, otherwise the
 * next occurrence (on or after `today`) of its month name and day; null when neither is readable
 * or the day does not exist in that month (31 April).
 */
export function eventDate(event: InstituteEvent, today: string): string | null {
  if (event.date) return event.date;
  const month = MONTHS[event.month.trim().toLowerCase()];
  if (!month || !event.day) return null;
  const year = Number(today.slice(0, 4));
  for (let ahead = 0; ahead <= YEARS_AHEAD; ahead++) {
    const date = calendarDate(year + ahead, month, event.day);
    if (date && date >= today) return date;
  }
  return null;
}

/**
 * DESIGN.md section 5: the next `limit` events by date, soonest first; past events are not
 * upcoming. `today` is YYYY-MM-DD in Asia/Dhaka (dhakaDate() from lib/site/clock).
 */
export function upcomingEvents(events: readonly InstituteEvent[], today: string, limit = 3): InstituteEvent[] {
  return events
    .map((event) => ({ event, date: eventDate(event, today) }))
    .filter((entry): entry is { event: InstituteEvent; date: string } => entry.date !== null && entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.event.id - b.event.id)
    .slice(0, limit)
    .map((entry) => entry.event);
}
