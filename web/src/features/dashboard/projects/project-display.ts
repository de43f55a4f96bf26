import type { Project } from '@portfolio/common';
import { formatCalendarDate } from '@/lib/calendar-date';

/**
 * "3 Jan 2025 – 28 Mar 2025", or the start date alone while the project is not complete. Each date keeps to one line
 * (non-breaking spaces); a range may break after its dash.
 */
export function projectDates(project: Pick<Project, 'date'>): string {
  const { startDate, endDate } = project.date;
  const unbreakable = (date: string) => formatCalendarDate(date).replaceAll(' ', '\u00a0');
  return endDate ? `${unbreakable(startDate)} – ${unbreakable(endDate)}` : unbreakable(startDate);
}
