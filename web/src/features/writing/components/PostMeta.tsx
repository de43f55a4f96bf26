import type { PostSummary } from '@portfolio/common';
import { writingTexts } from '@/config/writing-texts';
import { formatLongDate } from '@/lib/calendar-date';

/** A post's date and reading time. */
export function PostMeta({ post }: { post: Pick<PostSummary, 'publishedAt' | 'readingMinutes'> }) {
  return (
    <p className="text-sm text-slate-500">
      {post.publishedAt && <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>}
      {post.publishedAt && <span aria-hidden="true"> · </span>}
      <span>{writingTexts.readingTime(post.readingMinutes)}</span>
    </p>
  );
}
