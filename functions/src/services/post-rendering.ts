import { readingMinutesOf, type PostHeading } from '@portfolio/common';
import { validationFailed } from '../core/api-error';
import type { StoredPostImage } from '../data/posts';
import { PostTooLargeError } from './markdown/render-limits';
import { renderMarkdown } from './markdown/render-markdown';

/** What the API stores rendered from a post's body: its HTML, its headings and its reading time. */
export interface RenderedPost {
  html: string;
  headings: PostHeading[];
  readingMinutes: number;
}

/**
 * Renders a post's body once, at its save or its preview; its stored images get their sizes in the HTML. A body
 * that would become more than a post may store is a 400 on `body`, thrown before anything is stored, and the preview
 * answers the same, so that the editor never shows a preview it cannot save.
 */
export function renderPost(body: string, images: readonly StoredPostImage[] = []): RenderedPost {
  const sizes = new Map(images.map((image) => [image.url, { width: image.width, height: image.height }]));
  try {
    const { html, headings, words } = renderMarkdown(body, sizes);
    return { html, headings, readingMinutes: readingMinutesOf(words) };
  } catch (error) {
    if (error instanceof PostTooLargeError) throw validationFailed({ body: error.message });
    throw error;
  }
}
