import {
  ALL_CATEGORIES,
  BEST_PROJECTS_LIMIT,
  MEDIA_PATH_PREFIX,
  POST_SLUG_PATTERN,
  postSummaryOf,
  PROJECT_CATEGORY_SLUGS,
  publishedMediaPath,
  storageObjectOf,
  withNeighbours,
  type Post,
  type Project,
  type PublicReads,
  type SiteContent,
} from '@portfolio/common';

/**
 * Everything the public pages show: the site content, the published projects and posts, and the stored files they
 * name.
 */
export interface PublicContent {
  site: SiteContent;
  /** Published only, most important first (as the public lists order them). */
  projects: Project[];
  /** Published only, newest first, each whole (its HTML for its page and the feed). */
  posts: Post[];
  /** The bytes of each stored file the content names, by storage path. */
  media: ReadonlyMap<string, Buffer>;
}

/** Every string of a value (site content, a project), each replaced by `replace`. */
function mapStrings<T>(value: T, replace: (text: string) => string): T {
  if (typeof value === 'string') return replace(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, replace)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, replace)]),
    ) as T;
  }
  return value;
}

/** The storage paths of the stored files a value names by their download URLs. */
export function storedFilesNamedBy(value: unknown): string[] {
  const paths = new Set<string>();
  mapStrings(value, (text) => {
    const object = storageObjectOf(text);
    if (object) paths.add(object.path);
    return text;
  });
  return [...paths];
}

/** The value with each stored file it names by download URL named by its published path instead. */
export function withPublishedMedia<T>(value: T): T {
  return mapStrings(value, (text) => {
    const object = storageObjectOf(text);
    return object ? publishedMediaPath(object.path) : text;
  });
}

/**
 * A stored file named in a post's HTML by its address on the site (`/media/v0/b/{bucket}/o/{path}?…`), as the
 * API answers an image uploaded for a post; the path is the first group.
 */
const SITE_MEDIA_URL = new RegExp(`${MEDIA_PATH_PREFIX}/v0/b/[^/"]+/o/([^/?"]+)\\?[^"\\s]*`, 'g');

function decodedPath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** The storage paths of the images the posts' HTML shows. */
export function storedFilesInPosts(posts: readonly Post[]): string[] {
  const paths = new Set<string>();
  for (const post of posts) {
    for (const [, encoded = ''] of post.html.matchAll(SITE_MEDIA_URL)) {
      const path = decodedPath(encoded);
      if (path) paths.add(path);
    }
  }
  return [...paths];
}

/** The posts with each image their HTML shows named by its published path instead. */
export function postsWithPublishedMedia(posts: readonly Post[]): Post[] {
  return posts.map((post) => ({
    ...post,
    html: post.html.replace(SITE_MEDIA_URL, (url, encoded: string) => {
      const path = decodedPath(encoded);
      return path ? publishedMediaPath(path) : url;
    }),
  }));
}

/** The renderer's reads answered from the content in hand, as the API answers them from Firestore. */
export function readsOf(site: SiteContent, projects: Project[], posts: Post[]): PublicReads {
  const summaries = posts.map(postSummaryOf);
  return {
    site: async () => site,
    bestProjects: async () => projects.slice(0, BEST_PROJECTS_LIMIT),
    categoryProjects: async (category) => {
      if (category === ALL_CATEGORIES) return projects;
      const known = (PROJECT_CATEGORY_SLUGS as string[]).includes(category);
      return known ? projects.filter((project) => project.category === category) : [];
    },
    project: async (id) => projects.find((project) => project._id === id),
    posts: async () => summaries,
    post: async (slug) => {
      const post = POST_SLUG_PATTERN.test(slug) ? posts.find((other) => other.slug === slug) : undefined;
      return post && withNeighbours(post, summaries);
    },
  };
}
