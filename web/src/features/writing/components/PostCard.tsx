import { untranslatedText } from '@portfolio/common';
import type { PostSummary } from '@portfolio/common';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { PostMeta } from './PostMeta';
import { TagLinks } from './TagLinks';

/** One post of a list: its title (the link), date, reading time, summary and tags. */
export function PostCard({
  post,
  headingLevel: Heading = 'h2',
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Heading className="text-xl font-semibold text-slate-900">
        <Link
          to={paths.post(post.slug)}
          className="hover:text-brand-700"
          {...untranslatedText(post, 'title')}
        >
          {post.title}
        </Link>
      </Heading>
      <div className="mt-1">
        <PostMeta post={post} />
      </div>
      <p className="mt-3 text-slate-700" {...untranslatedText(post, 'summary')}>
        {post.summary}
      </p>
      {post.tags.length > 0 && (
        <div className="mt-4">
          <TagLinks tags={post.tags} />
        </div>
      )}
    </article>
  );
}
