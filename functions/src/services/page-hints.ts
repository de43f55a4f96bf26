import { escapeHtml } from '@portfolio/common';

/** What a page will fetch once its JavaScript runs, told to the browser up front so that it starts at once. */
export interface PageHints {
  /** The page's largest image, with the same `srcset` and `sizes` as its `<img>` so that one file is chosen. */
  image?: { href: string; srcset: string; sizes: string };
  /** Same-origin API answers the page reads (fetched by the app with fetch(), CORS mode, no credentials). */
  fetches?: string[];
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The SPA's index.html with preconnect and preload links; without them the image waits for the app and its API call. */
export function withPageHints(html: string, hints: PageHints): string {
  const tags: string[] = [];
  if (hints.image) {
    const { href, srcset, sizes } = hints.image;
    const origin = originOf(href);
    if (origin) tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}" />`);
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  for (const path of hints.fetches ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(path)}" crossorigin="anonymous" />`);
  }
  if (tags.length === 0) return html;
  return html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
