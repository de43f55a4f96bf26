import type { Post, PostSummary, Project, SiteContent } from '@portfolio/common';
import path from 'node:path';

/** The name under which the build puts the web app's server renderer (web/src/server/render-page.tsx). */
export const PAGE_RENDERER_FILE = 'render-page.js';

/** What the renderer needs from Firestore: the same answers as the public API's. */
export interface PublicReads {
  site(): Promise<SiteContent>;
  bestProjects(): Promise<Project[]>;
  categoryProjects(category: string): Promise<Project[]>;
  project(id: string): Promise<Project | undefined>;
  posts(): Promise<PostSummary[]>;
  post(slug: string): Promise<Post | undefined>;
}

/** A rendered page, with the site content and the project it was rendered with. */
export interface RenderedPage {
  status: number;
  html: string;
  site: SiteContent;
  project?: Project;
  post?: Post;
}

/** The contact form's fields and errors, rendered back when the form was sent natively and refused. */
export interface ContactFormAnswer {
  values: Record<'name' | 'number' | 'email' | 'message', string>;
  errors: Record<string, string>;
  failure?: 'rateLimited' | 'failed';
}

interface PageRenderer {
  renderPage(
    url: string,
    template: string,
    reads: PublicReads,
    contactAnswer?: ContactFormAnswer,
  ): Promise<RenderedPage>;
  /** Whether a path is one of the app's pages (else it is the API's, or unknown). */
  isPagePath(pathname: string): boolean;
  /** The public pages a sitemap lists, besides the projects. */
  SITEMAP_PATHS: string[];
  /** The contact page, whose form posts to itself, and the page a message sent natively leads to. */
  CONTACT_PAGE_PATH: string;
  CONTACT_SENT_PATH: string;
  /** The form's fields of a posted body, as text. */
  contactValuesOf(body: Record<string, unknown>): ContactFormAnswer['values'];
}

let renderer: PageRenderer | undefined;

/** The web app's server renderer (bundled beside the function at build), loaded once per instance. */
export function pageRenderer(): PageRenderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file the build writes beside this bundle
  renderer ??= require(path.join(__dirname, PAGE_RENDERER_FILE)) as PageRenderer;
  return renderer;
}
