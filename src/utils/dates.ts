/**
 * English calendar dates, formatted without `Intl`. The site has one locale (`en`); the first
 * `Intl.DateTimeFormat` (or `Intl.PluralRules`) a page creates loads the browser's locale data,
 * which cost a phone 20–45 ms of the hydration task on every docs page and the blog list. The
 * output equals `Intl.DateTimeFormat('en', {…, timeZone: 'UTC'})` (tests/unit/src/utils/dates.test.ts).
 */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateStyle = {
  /** `long`: "April 18, 2025"; `short`: "Apr 18, 2025". */
  readonly month: 'long' | 'short';
  /** Without the year: "April 18". */
  readonly year?: boolean;
};

/** The UTC calendar date of `date` (a Date, an ISO string or milliseconds since the epoch). */
export function formatUtcDate(date: Date | string | number, {month, year = true}: DateStyle): string {
  const value = new Date(date);
  const name = monthNames[value.getUTCMonth()];
  const day = `${month === 'long' ? name : name.slice(0, 3)} ${value.getUTCDate()}`;
  return year ? `${day}, ${value.getUTCFullYear()}` : day;
}

/** "One min read", "4 min read": the theme's English message, with reading time rounded up. */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}
