import { matchesPostQuery, normaliseText } from '@portfolio/common';
import { writingTexts as t } from '@/config/writing-texts';
import { usePosts } from '../api/use-posts';
import { PostCard } from './PostCard';

/** The posts the site's search finds (beside the projects it finds): nothing until a search finds one. */
export function MatchingPosts({ query }: { query: string }) {
  const { state } = usePosts();
  const found =
    state.status === 'success'
      ? state.data.filter((post) => matchesPostQuery(post, query, normaliseText))
      : [];
  if (found.length === 0) return null;
  return (
    <section aria-labelledby="matching-posts-title" className="section pt-0">
      <h2 id="matching-posts-title" className="section-title">
        {t.matchingTitle}
      </h2>
      <ul className="mt-6 grid gap-6">
        {found.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
