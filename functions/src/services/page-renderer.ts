import type { Project, SiteContent } from '@portfolio/common';
import path from 'node:path';

/** The name under which the build puts the web app's server renderer (web/src/server/render-page.tsx). */
export const PAGE_RENDERER_FILE = 'render-page.js';

/** What the renderer needs from Firestore: the same answers as the public API's. */
export interface PublicReads {
  site(): Promise<SiteContent>;
  bestProjects(): Promise<Project[]>;
  categoryProjects(category: string): Promise<Project[]>;
  project(id: string): Promise<Project | undefined>;
}

/** A rendered page, with the site content and the project it was rendered with. */
export interface RenderedPage {
  status: number;
  html: string;
  site: SiteContent;
  project?: Project;
}

/** The contact form's fields and errors, rendered back when the form was sent natively and refused. */
export interface ContactFormAnswer {
  values: Record<'name' | 'number' | 'email' | 'message', string>;
  errors: Record<string, string>;
  otherErrors?: string[];
  failure?: 'rateLimited' | 'failed' | 'tooLarge' | 'crossSite';
}

export interface PageRenderer {
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
  /** The contact page, where its form sent natively posts, and the page a message so sent leads to. */
  CONTACT_PAGE_PATH: string;
  CONTACT_FORM_ACTION: string;
  CONTACT_SENT_PATH: string;
  /** The form's fields of a posted body, as text. */
  contactValuesOf(body: Record<string, unknown>): ContactFormAnswer['values'];
  /** A refusal's field errors as the form shows them: beside its fields, the others above the button. */
  contactErrorsOf(fields: Record<string, string>): Pick<ContactFormAnswer, 'errors' | 'otherErrors'>;
}

let renderer: PageRenderer | undefined;

/** The web app's server renderer (bundled beside the function at build), loaded once per instance. */
export function pageRenderer(): PageRenderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file the build writes beside this bundle
  renderer ??= require(path.join(__dirname, PAGE_RENDERER_FILE)) as PageRenderer;
  return renderer;
}
