import { PROJECT_CATEGORIES, type ProjectCategory } from '@portfolio/common';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date as the API sends it (YYYY-MM-DD) in the site's date format (en-GB, e.g. 6 Jan 2025). */
export function formatProjectDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

/** The readable name of a category slug (the slug itself if unknown). */
export function categoryLabel(category: string): string {
  return Object.hasOwn(PROJECT_CATEGORIES, category)
    ? PROJECT_CATEGORIES[category as ProjectCategory]
    : category;
}

/** The privacy-enhanced YouTube player: no cookies until the visitor plays the video. */
export function youTubeEmbedUrl(videoId: string, { autoplay = false } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  return autoplay ? `${url}?autoplay=1` : url;
}
