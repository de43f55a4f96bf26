import type {
  ContactFormAnswer,
  InterfaceTextEntry,
  PageRenderOptions,
  Post,
  Project,
  PublicReads,
  RenderedPage,
  SearchDocument,
  SiteContent,
} from '@portfolio/common';
import path from 'node:path';

/** The name under which the build puts the web app's server renderer (web/src/server/render-page.tsx). */
export const PAGE_RENDERER_FILE = 'render-page.js';

export interface PageRenderer {
  renderPage(
    url: string,
    template: string,
    reads: PublicReads,
    contactAnswer?: ContactFormAnswer,
    options?: PageRenderOptions,
  ): Promise<RenderedPage>;
  /**
   * A rendered page as it is published: its JSON (the site content, the page's data) as a file `fileOf(json)` that
   * the root names, for the app to fetch when it starts.
   */
  withJsonInFile(html: string, fileOf: (json: string) => string): { html: string; json?: string };
  /** What the site's search finds in this public content: its pages, the projects and posts given (published ones). */
  searchDocuments(
    site: SiteContent,
    projects: readonly Project[],
    posts: readonly Post[],
    language?: string,
  ): SearchDocument[];
  /** Every text of the interface by key: its English, `language`'s catalog text, how many values it shows. */
  interfaceTextEntries(language: string): InterfaceTextEntry[];
  /** Why each override cannot be its interface text (no such text, not a message, other values), by key. */
  overrideProblems(overrides: Record<string, string>): Record<string, string>;
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
