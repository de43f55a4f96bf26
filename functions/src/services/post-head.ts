import { escapeHtml, type Post } from '@portfolio/common';
import { withSocialMeta } from './social-meta';

/** JSON inside a `<script>`: no `<` that could close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A post's page head: its link-preview tags (as an article), its publication and tags as Open Graph article tags,
 * and a JSON-LD BlogPosting for search engines. Every value is escaped.
 */
export function withPostHead(
  html: string,
  post: Post,
  site: { name: string; origin: string; image: string },
): string {
  const url = `${site.origin}/writing/${post.slug}`;
  const page = withSocialMeta(html, {
    title: `${post.title} · ${site.name}`,
    description: post.summary,
    image: site.image,
    url,
  });
  const articleTags = [
    ...(post.publishedAt ? [['article:published_time', post.publishedAt]] : []),
    ['article:modified_time', post.updatedAt],
    ...post.tags.map((tag) => ['article:tag', tag]),
  ].map(([property, value]) => `<meta property="${property}" content="${escapeHtml(value ?? '')}" />`);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    ...(post.publishedAt && { datePublished: post.publishedAt }),
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: site.name, url: `${site.origin}/` },
    mainEntityOfPage: url,
    url,
    image: site.image,
    keywords: post.tags.join(', '),
  };
  const tags = [...articleTags, `<script type="application/ld+json">${scriptJson(posting)}</script>`];
  return page.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
