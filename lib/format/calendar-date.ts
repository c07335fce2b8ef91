const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD when that day exists in the calendar (no 31 April; 29 February in leap years only), otherwise null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? `${year}-${pad(month)}-${pad(day)}` : null;
}
