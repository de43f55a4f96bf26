import type { PostSummary } from '@portfolio/common';
import { writingTexts } from '@/config/writing-texts';

// In UTC on both sides, so that the page the server rendered and the one the browser hydrates say the same date.
const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A post's date and reading time. */
export function PostMeta({ post }: { post: Pick<PostSummary, 'publishedAt' | 'readingMinutes'> }) {
  return (
    <p className="text-sm text-slate-500">
      {post.publishedAt && (
        <time dateTime={post.publishedAt}>{DATE_FORMAT.format(new Date(post.publishedAt))}</time>
      )}
      {post.publishedAt && <span aria-hidden="true"> · </span>}
      <span>{writingTexts.readingTime(post.readingMinutes)}</span>
    </p>
  );
}
