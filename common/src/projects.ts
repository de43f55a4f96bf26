import { siteImageUrl } from './media';

/** Widths the API stores a project's images at: the main image at most, and its thumbnail. */
export const IMAGE_MAX_WIDTH_PX = 1600;
export const THUMBNAIL_WIDTH_PX = 480;

/** Project categories: the URL slug used by `/projects/{categoryOfProject}` and the label shown in forms. */
export const PROJECT_CATEGORIES = {
  'web-dev-project': 'Web Development',
  'app-dev-project': 'App Development',
  'python-project': 'Python',
} as const;
export type ProjectCategory = keyof typeof PROJECT_CATEGORIES;
export const PROJECT_CATEGORY_SLUGS = Object.keys(PROJECT_CATEGORIES) as ProjectCategory[];

/** The readable name of a category slug (the slug itself if unknown, as a stored project may predate a rename). */
export function categoryLabel(category: string): string {
  return Object.hasOwn(PROJECT_CATEGORIES, category)
    ? PROJECT_CATEGORIES[category as ProjectCategory]
    : category;
}

/** The pseudo category that lists every project. */
export const ALL_CATEGORIES = 'all';

/** How many published projects the home page shows, most important first. */
export const BEST_PROJECTS_LIMIT = 6;

export const PROJECT_TYPES = ['Frontend', 'Backend', 'Full Stack'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = { inComplete: 'In Complete', complete: 'Complete' } as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[keyof typeof PROJECT_STATUSES];

/**
 * The names pages show for a project's type and status, by the stored value: English's are the values; a page in
 * another language has its catalog's in their place (`projectValues`, beside `projectCategories`).
 */
export const PROJECT_VALUE_NAMES: Record<string, string> = Object.fromEntries(
  [...PROJECT_TYPES, ...Object.values(PROJECT_STATUSES)].map((value) => [value, value]),
);

/** The name a page shows for a project's type or status (the value itself if unknown). */
export function projectValueName(value: string): string {
  return (Object.hasOwn(PROJECT_VALUE_NAMES, value) && PROJECT_VALUE_NAMES[value]) || value;
}

/** A project as the API answers it: `_id` is the Firestore document id, dates are ISO 8601 strings. */
export interface Project {
  _id: string;
  title: string;
  description: string;
  purpose: string;
  type: ProjectType;
  status: ProjectStatus;
  category: ProjectCategory;
  priority: number;
  date: { startDate: string; endDate?: string };
  technologies: string[];
  liveLink?: string;
  githubClient?: string;
  githubServer?: string;
  /** A YouTube video id. */
  video?: string;
  /** Main image URL (WebP, at most 1600 px wide). */
  image: string;
  /** Thumbnail of the main image (480 px wide), used by the lists. */
  thumbnail: string;
  screenshots: string[];
  /** Thumbnails of the screenshots (480 px wide), same order, for the project page's strip. */
  screenshotThumbnails: string[];
  /** A draft (false) is shown to the admin only. */
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * A project as the lists show it: what its card shows, and what the list is searched and filtered by. A page with a
 * list carries only this of each project as data, not every project's screenshots.
 */
export type ProjectSummary = Pick<
  Project,
  '_id' | 'title' | 'description' | 'purpose' | 'category' | 'type' | 'technologies' | 'image' | 'thumbnail'
>;

export function projectSummary(project: ProjectSummary): ProjectSummary {
  const { _id, title, description, purpose, category, type, technologies, image, thumbnail } = project;
  return { _id, title, description, purpose, category, type, technologies, image, thumbnail };
}

/** `srcset` of a project's main image on the site: its thumbnail and the full image, by width. */
export function projectImageSrcSet(project: Pick<Project, 'image' | 'thumbnail'>): string {
  return `${siteImageUrl(project.thumbnail)} ${THUMBNAIL_WIDTH_PX}w, ${siteImageUrl(project.image)} ${IMAGE_MAX_WIDTH_PX}w`;
}

/** `sizes` of the main image on a project's page; that page's HTML preloads the same choice. */
export const PROJECT_COVER_SIZES = '(min-width: 1024px) 640px, 100vw';

/** How long a deleted project stays in the trash before it and its images are removed for good. */
export const TRASH_KEPT_DAYS = 30;

/** A deleted project in the trash: restorable until `expiresAt` (ISO times). */
export type TrashedProject = Project & { trashedAt: string; expiresAt: string };
