import { distinctTags } from '@portfolio/common';
import { useHref, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { paths } from '@/config/paths';
import { writingTexts as t } from '@/config/writing-texts';
import { useDocumentTitle } from '@/lib/document-title';
import { useSiteContent } from '@/lib/site-content';
import { usePosts } from './api/use-posts';
import { WritingLoadFailed } from './components/WritingLoadFailed';
import { PostCard } from './components/PostCard';
import { TagLinks } from './components/TagLinks';

/**
 * `/writing`: the published posts, newest first; `/writing/tag/{tag}`: those of one tag (links the server renders
 * too, to a path of their own since a published file ignores the query).
 */
export function WritingPage() {
  const owner = useSiteContent();
  useDocumentTitle(t.title, t.description(owner.name));
  const { tag } = useParams();
  const { state, retry } = usePosts();
  // In the page's own language: the router's base is its prefix.
  const feedHref = useHref(paths.writingFeed);
  return (
    <div className="section">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="page-title">{t.title}</h1>
        <a href={feedHref} className="text-sm font-medium text-brand-700 underline">
          {t.feed}
        </a>
      </div>
      {state.status === 'loading' && <PageLoader label={t.loading} />}
      {state.status === 'error' && <WritingLoadFailed onRetry={retry} className="mt-8" />}
      {state.status === 'success' && (
        <>
          {state.data.length > 0 && (
            <nav aria-label={t.tagsLabel} className="mt-6">
              <TagLinks
                tags={distinctTags(state.data.flatMap((post) => post.tags))}
                active={tag}
                allLabel={t.allTags}
              />
            </nav>
          )}
          <PostList
            posts={state.data.filter(
              (post) => !tag || post.tags.some((x) => x.toLowerCase() === tag.toLowerCase()),
            )}
            emptyText={tag ? t.emptyTag(tag) : t.empty}
          />
        </>
      )}
    </div>
  );
}

function PostList({
  posts,
  emptyText,
}: {
  posts: Parameters<typeof PostCard>[0]['post'][];
  emptyText: string;
}) {
  if (posts.length === 0) return <p className="mt-8 text-slate-600">{emptyText}</p>;
  return (
    <ul className="mt-8 grid gap-6">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
