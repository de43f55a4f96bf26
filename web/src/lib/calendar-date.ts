const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar date as the API sends it (YYYY-MM-DD) in the site's date format (en-GB, e.g. 6 Jan 2025), read as the same
 * day in every time zone; a value that is not a date is shown as it is.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
