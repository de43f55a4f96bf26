// A relative path, not the package: Vite bundles the config's own files but leaves packages to Node, which cannot
// load common's TypeScript.
import { linkPreviewTags } from '../../common/src/html';
import type { Plugin } from 'vite';

export interface SiteMeta {
  /** The site's public address (absolute URLs in the preview tags). */
  siteUrl: string;
  title: string;
  description: string;
  /** Path of the default social image, from the site's root. */
  image: string;
}

/**
 * Writes the site-wide title, description and link-preview tags into index.html from the owner's content module,
 * so that the page a crawler reads (it runs no JavaScript) names the owner. Project pages replace them on the
 * server (functions/src/routes/discovery.ts).
 */
export function siteMeta(meta: SiteMeta): Plugin {
  const site = meta.siteUrl.replace(/\/$/, '');
  const tags = linkPreviewTags({
    type: 'website',
    title: meta.title,
    description: meta.description,
    image: `${site}${meta.image}`,
    url: `${site}/`,
  });
  return {
    name: 'site-meta',
    transformIndexHtml(html) {
      // Every page names the writing's feed, so that a feed reader finds it from any address of the site.
      const feed = `<link rel="alternate" type="application/atom+xml" title="Writing" href="${site}/writing/feed.xml" />`;
      return html.replace('<!-- site-meta -->', [...tags, feed].join('\n    '));
    },
  };
}
