import type { InterfaceTextOverrides } from './validation/interface-texts';
import type { Post, PostSummary } from './posts';
import type { Project } from './projects';
import type { SiteContent } from './site-content';
import type { ContactFields } from './validation';

/** The reads a server-rendered page may need, answered by the function from Firestore (the same answers as the API's). */
export interface PublicReads {
  site(): Promise<SiteContent>;
  bestProjects(): Promise<Project[]>;
  /** `all`, a category slug, or anything else (then none). */
  categoryProjects(category: string): Promise<Project[]>;
  /** A published project; undefined for an unknown id or a draft. */
  project(id: string): Promise<Project | undefined>;
  /** The published posts, newest first. */
  posts(): Promise<PostSummary[]>;
  /** A published post with its newer and older neighbours; undefined for an unknown slug or a draft. */
  post(slug: string): Promise<Post | undefined>;
  /** The published posts, newest first, each whole: the site's search finds words of their text. */
  wholePosts(): Promise<Post[]>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The site content it was rendered with, and the project or post the page shows, for the caller's head tags. */
  site: SiteContent;
  project?: Project;
  post?: Post;
}

/**
 * The contact page's answer to its form sent natively (before or without the app): the function renders the page
 * again with what was typed and what was wrong, and the form starts from it.
 */
export interface ContactFormAnswer {
  values: ContactFields;
  /** Field name to message, as the API's 400 names them. */
  errors: Partial<Record<keyof ContactFields, string>>;
  /** The refusals of fields the form does not have (a field named `constructor`, say), shown above the button. */
  otherErrors?: string[];
  /** Why the message was not taken although its fields were valid, or before they were read. */
  failure?: 'rateLimited' | 'failed' | 'tooLarge' | 'crossSite';
}

/** The site's languages as a page shows them (its switcher): its own, the default one, each with its name in itself. */
export interface PageLanguages {
  current: string;
  default: string;
  languages: { code: string; name: string }[];
}

/** A page in one of the site's languages: under its path prefix (`/bn`), with the switcher's languages. */
export interface PageRenderOptions {
  /** The page's language, when the site has more than one. */
  language?: string;
  /** The prefix of the page's language (none for the default one): the router's base. */
  basename?: string;
  languages?: PageLanguages;
  /** The owner's wording of the interface's texts in the page's language, over its catalog's. */
  interfaceTexts?: InterfaceTextOverrides;
}
