import { localDates } from '@portfolio/common';

// Dates are written out here rather than with Intl.DateTimeFormat: the first formatter a page makes loads the
// locale's data, 15–20 ms of the main thread (70 ms at 4× CPU slowdown), which held up a visitor's tap while the
// app started on every page that shows a date.

const MONTHS = [
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
];
/** The months as en-GB abbreviates them (CLDR writes September "Sept"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date as the API sends it (YYYY-MM-DD) in the site's date format (en-GB, e.g. 6 Jan 2025), read as the same
 * day in every time zone; a value that is not a date is shown as it is.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  if (localDates.format) return localDates.format(date, 'medium');
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A moment (an ISO timestamp) as the day it falls on in UTC, in long form (e.g. January 6, 2025): in UTC so that the
 * server's page and the browser's agree. A value that is not a moment is shown as it is.
 */
export function formatLongDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (localDates.format) return localDates.format(date, 'long');
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
