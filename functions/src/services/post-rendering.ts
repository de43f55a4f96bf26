import { readingMinutesOf, type PostHeading } from '@portfolio/common';
import type { StoredPostImage } from '../data/posts';
import { renderMarkdown } from './markdown/render-markdown';

/** What the API stores rendered from a post's body: its HTML, its headings and its reading time. */
export interface RenderedPost {
  html: string;
  headings: PostHeading[];
  readingMinutes: number;
}

/** Renders a post's body once, at its save; its stored images get their sizes in the HTML. */
export function renderPost(body: string, images: readonly StoredPostImage[] = []): RenderedPost {
  const sizes = new Map(images.map((image) => [image.url, { width: image.width, height: image.height }]));
  const { html, headings, words } = renderMarkdown(body, sizes);
  return { html, headings, readingMinutes: readingMinutesOf(words) };
}
