import { PROJECT_CATEGORIES, type Project } from '@portfolio/common';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in en-GB format, read as the same day everywhere. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/**
 * "3 Jan 2025 – 28 Mar 2025", or the start date alone while the project is not complete. Each date keeps to one line
 * (non-breaking spaces); a range may break after its dash.
 */
export function projectDates(project: Pick<Project, 'date'>): string {
  const { startDate, endDate } = project.date;
  const unbreakable = (date: string) => formatCalendarDate(date).replaceAll(' ', '\u00a0');
  return endDate ? `${unbreakable(startDate)} – ${unbreakable(endDate)}` : unbreakable(startDate);
}

export function categoryLabel(category: string): string {
  return PROJECT_CATEGORIES[category as keyof typeof PROJECT_CATEGORIES] ?? category;
}
