import type { Plugin } from 'vite';

export interface SiteMeta {
  /** The site's public address (absolute URLs in the preview tags). */
  siteUrl: string;
  title: string;
  description: string;
  /** Path of the default social image, from the site's root. */
  image: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);

/**
 * Writes the site-wide title, description and link-preview tags into index.html from the owner's content module,
 * so that the page a crawler reads (it runs no JavaScript) names the owner. Project pages replace them on the
 * server (functions/src/routes/discovery.ts).
 */
export function siteMeta(meta: SiteMeta): Plugin {
  const site = meta.siteUrl.replace(/\/$/, '');
  const [title, description, image, url] = [
    meta.title,
    meta.description,
    `${site}${meta.image}`,
    `${site}/`,
  ].map(escape);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  return {
    name: 'site-meta',
    transformIndexHtml(html) {
      return html.replace('<!-- site-meta -->', tags.join('\n    '));
    },
  };
}
