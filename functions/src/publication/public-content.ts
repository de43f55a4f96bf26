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
  type InterfaceTextOverrides,
  type Post,
  type Project,
  type PublicReads,
  type SiteContent,
  type SiteLanguages,
  type Translation,
} from '@portfolio/common';
import { mapUrlAttributes, urlAttributesOf } from '../services/markdown/rendered-urls';

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
  /** The site's languages (its default one only if unset), and the published translations into the others. */
  languages?: SiteLanguages;
  translations?: Translation[];
  /** The owner's wording of the interface's texts, by language. */
  interfaceTexts?: ReadonlyMap<string, InterfaceTextOverrides>;
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

/** A stored file a post's HTML names by its address on the site, as the API answers an image uploaded for a post. */
export interface PostMediaReference {
  bucket: string;
  path: string;
  token: string;
}

/** `/media/v0/b/{bucket}/o/{path}?…token=…`: the path one encoded segment, as the `/media` route reads it. */
const SITE_MEDIA_URL = new RegExp(`^${MEDIA_PATH_PREFIX}/v0/b/([^/?#]+)/o/([^/?#]+)\\?([^#]*)$`);

function mediaReferenceOf(url: string): PostMediaReference | undefined {
  const match = SITE_MEDIA_URL.exec(url);
  const token = new URLSearchParams(match?.[3] ?? '').get('token');
  if (!match?.[1] || !match[2] || !token) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]), path: decodeURIComponent(match[2]), token };
  } catch {
    return undefined;
  }
}

/** The stored files the posts' HTML names in its tags' `src`, `href` and `srcset` attributes, never in its text. */
export function mediaInPosts(posts: readonly Post[]): PostMediaReference[] {
  return posts.flatMap((post) => urlAttributesOf(post.html).flatMap((url) => mediaReferenceOf(url) ?? []));
}

/**
 * The storage paths of the files the posts' HTML names that `isServed` (the `/media` route's check: this project's
 * bucket, a download token the file has) accepts: a publication reads those only.
 */
export async function storedFilesInPosts(
  posts: readonly Post[],
  isServed: (reference: PostMediaReference) => Promise<boolean>,
): Promise<string[]> {
  const references = mediaInPosts(posts);
  const served = await Promise.all(references.map(isServed));
  return [...new Set(references.filter((_reference, index) => served[index]).map(({ path }) => path))];
}

/** The posts with each stored file their HTML's attributes name, if it was read, named by its published path. */
export function postsWithPublishedMedia(posts: readonly Post[], media: ReadonlyMap<string, Buffer>): Post[] {
  return posts.map((post) => ({
    ...post,
    html: mapUrlAttributes(post.html, (url) => {
      const reference = mediaReferenceOf(url);
      return reference && media.has(reference.path) ? publishedMediaPath(reference.path) : url;
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
    wholePosts: async () => posts,
    post: async (slug) => {
      const post = POST_SLUG_PATTERN.test(slug) ? posts.find((other) => other.slug === slug) : undefined;
      return post && withNeighbours(post, summaries);
    },
  };
}
