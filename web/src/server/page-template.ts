// The page template (the built index.html) filled for one page: its root, its JSON for hydration and its head.
import { escapeHtml, type SiteContent } from '@portfolio/common';
import {
  INTERFACE_TEXTS_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  SITE_CONTENT_ELEMENT_ID,
  serializeJson,
  type PageDataEntries,
} from '@/lib/page-data';
import { SITE_LANGUAGES_ELEMENT_ID } from '@/lib/site-languages';
import { EMPTY_ROOT, PAGE_JSON_ATTRIBUTE, ROOT_ELEMENT_ID } from '@/config/page-root';

export interface DocumentHead {
  title?: string;
  description?: string;
  /** Not for search engines' indexes (their links are still followed). */
  noindex?: boolean;
}

/** The template with the page's title, description and robots tag, and link-preview tags that say the same. */
export function withHead(template: string, head: DocumentHead): string {
  let page = template;
  if (head.title) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    page = page.replace(/<title>[\s\S]*?<\/title>/, () => title);
  }
  if (head.description) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    page = page.replace(/<meta\s+name="description"[^>]*>/, () => description);
  }
  if (head.noindex)
    page = page.replace('</head>', () => '  <meta name="robots" content="noindex, follow" />\n  </head>');
  // The link-preview tags say the same (a project page's are replaced as a whole by the function).
  for (const [tag, value] of [
    ['property="og:title"', head.title],
    ['name="twitter:title"', head.title],
    ['property="og:description"', head.description],
    ['name="twitter:description"', head.description],
  ] as const) {
    if (value)
      page = page.replace(
        new RegExp(`<meta\\s+${tag}[^>]*>`),
        () => `<meta ${tag} content="${escapeHtml(value)}" />`,
      );
  }
  return page;
}

const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${serializeJson(value)}</script>`;

/**
 * The template with `rootHtml` in its root, after the site content and before the page's data, both as JSON, and
 * the switcher's languages and the owner's wording of the interface's texts where the page has them.
 */
export function fillRoot(
  template: string,
  rootHtml: string,
  site: SiteContent,
  entries?: PageDataEntries,
  languages?: unknown,
  interfaceTexts?: unknown,
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page template has no ${EMPTY_ROOT}`);
  const data =
    (entries === undefined ? '' : jsonScript(PAGE_DATA_ELEMENT_ID, entries)) +
    (languages === undefined ? '' : jsonScript(SITE_LANGUAGES_ELEMENT_ID, languages)) +
    (interfaceTexts === undefined ? '' : jsonScript(INTERFACE_TEXTS_ELEMENT_ID, interfaceTexts));
  return template.replace(
    EMPTY_ROOT,
    // The content first: the page's texts that follow repeat it within gzip's window, so they cost little.
    () => `${jsonScript(SITE_CONTENT_ELEMENT_ID, site)}<div id="${ROOT_ELEMENT_ID}">${rootHtml}</div>${data}`,
  );
}

/** A JSON element as `jsonScript` writes it; its body never holds `<`. */
const jsonElement = (id: string) => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);

/**
 * A filled page as it is published: the values of its JSON elements go into one JSON text (element id → value),
 * to be published as a file named `fileOf(json)`, which the root names instead (PAGE_JSON_ATTRIBUTE).
 */
export function withJsonInFile(
  page: string,
  fileOf: (json: string) => string,
): { html: string; json?: string } {
  const values: string[] = [];
  let html = page;
  for (const id of [
    SITE_CONTENT_ELEMENT_ID,
    PAGE_DATA_ELEMENT_ID,
    SITE_LANGUAGES_ELEMENT_ID,
    INTERFACE_TEXTS_ELEMENT_ID,
  ]) {
    const match = jsonElement(id).exec(html);
    if (!match) continue;
    // Each body is JSON already: the file is put together as text.
    values.push(`${JSON.stringify(id)}:${match[1] ?? 'null'}`);
    html = html.replace(match[0], '');
  }
  if (values.length === 0) return { html };
  const root = `<div id="${ROOT_ELEMENT_ID}"`;
  if (!html.includes(root)) throw new Error('The page has no root element');
  const json = `{${values.join(',')}}`;
  return {
    html: html.replace(root, () => `${root} ${PAGE_JSON_ATTRIBUTE}="${escapeHtml(fileOf(json))}"`),
    json,
  };
}
