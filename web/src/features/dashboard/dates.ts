/** The dashboard's dates, as the spec's en-GB format writes them: a day, or a day and its time. */
export const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const dayAndTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
