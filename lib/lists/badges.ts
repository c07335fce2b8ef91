/**
 * Date rules for the badges on list cards. "Today" is an argument (today in Asia/Dhaka, from
 * dhakaDate() in a cached server function), so the rules are pure and the server decides the day.
 * Dates are YYYY-MM-DD strings; text comparison is date comparison.
 */

/** A notice or job is new on the day it was published, and only then. */
export function isNew(publicDate: string | null, today: string): boolean {
  return publicDate !== null && publicDate === today;
}

/** A job is closed once its deadline has passed; it is still open on the deadline day itself. */
export function isClosed(deadline: string | null, today: string): boolean {
  return deadline !== null && deadline < today;
}
