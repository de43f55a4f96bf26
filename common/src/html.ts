// HTML the server and the build write by hand: escaping, and the tags of a link preview.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe as an element's content or a quoted attribute's value, whichever quote the attribute uses. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** What a link preview shows: the page's title, description, picture and address. */
export interface LinkPreview {
  /** `website` for the site itself, `article` for one project. */
  type: 'website' | 'article';
  title: string;
  description: string;
  image: string;
  url: string;
}

/**
 * The title, description, Open Graph and Twitter tags of a page, every value escaped; with `canonical`, the page's
 * canonical link too (a page reached under several addresses names the one to index).
 */
export function linkPreviewTags(preview: LinkPreview, options: { canonical?: boolean } = {}): string[] {
  const [title, description, image, url] = [
    preview.title,
    preview.description,
    preview.image,
    preview.url,
  ].map(escapeHtml);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(options.canonical ? [`<link rel="canonical" href="${url}" />`] : []),
    `<meta property="og:type" content="${preview.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
}
