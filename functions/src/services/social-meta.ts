import { linkPreviewTags, type LinkPreview } from '@portfolio/common';

// The tags a preview is made of; the page's own (site-wide defaults) are replaced as a whole.
const PREVIEW_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+property="og:[^"]*"[^>]*>\s*/gi,
  /<meta\s+name="twitter:[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/** The SPA's index.html with the preview tags of one page, every value escaped. */
export function withSocialMeta(html: string, meta: Omit<LinkPreview, 'type'>): string {
  const stripped = PREVIEW_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
  const tags = linkPreviewTags({ ...meta, type: 'article' }, { canonical: true }).join('\n    ');
  // A function replacement: a string one would read `$&` or `$\`` in a title as a pattern.
  return stripped.replace('</head>', () => `    ${tags}\n  </head>`);
}
