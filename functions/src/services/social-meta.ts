/** What a link preview shows: the page's title, description, picture and address. */
export interface SocialMeta {
  title: string;
  description: string;
  image: string;
  url: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

// The tags a preview is made of; the page's own (site-wide defaults) are replaced as a whole.
const PREVIEW_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+property="og:[^"]*"[^>]*>\s*/gi,
  /<meta\s+name="twitter:[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/** The SPA's index.html with the preview tags of one page, every value escaped. */
export function withSocialMeta(html: string, meta: SocialMeta): string {
  const stripped = PREVIEW_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
  const [title, description, image, url] = [meta.title, meta.description, meta.image, meta.url].map(
    escapeHtml,
  );
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
  // A function replacement: a string one would read `$&` or `$\`` in a title as a pattern.
  return stripped.replace('</head>', () => `    ${tags}\n  </head>`);
}
