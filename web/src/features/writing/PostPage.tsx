import { TOC_MIN_HEADINGS, type Post, untranslatedText } from '@portfolio/common';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/links';
import { PageLoader } from '@/components/PageLoader';
import { paths } from '@/config/paths';
import { writingTexts as t } from '@/config/writing-texts';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { usePost } from './api/use-post';
import { PostMeta } from './components/PostMeta';
import { TableOfContents } from './components/TableOfContents';
import { TagLinks } from './components/TagLinks';
import { WritingLoadFailed } from './components/WritingLoadFailed';

/** `/writing/{slug}`: a published post; an unknown slug or a draft shows `notFound`. */
export function PostPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { state, retry } = usePost(slug);
  if (state.status === 'success') return <PostArticle post={state.data} />;
  if (state.status === 'loading') return <PageLoader label={t.loading} />;
  if (state.error instanceof ApiRequestError && state.error.status === 404) return notFound;
  return <WritingLoadFailed onRetry={retry} className="section text-center" />;
}

/** The article: title, date, reading time, tags, contents for a long post, the body as stored, its neighbours. */
export function PostArticle({ post }: { post: Post }) {
  useDocumentTitle(post.title, post.summary);
  return (
    <article className="section max-w-3xl">
      <Link to={paths.writing} className="text-sm font-medium text-brand-700 hover:underline">
        <span className="inline-block rtl-mirror">←</span> {t.backToList}
      </Link>
      <h1 className="page-title mt-4" {...untranslatedText(post, 'title')}>
        {post.title}
      </h1>
      <div className="mt-2">
        <PostMeta post={post} />
      </div>
      {post.tags.length > 0 && (
        <div className="mt-4">
          <TagLinks tags={post.tags} />
        </div>
      )}
      {post.headings.length >= TOC_MIN_HEADINGS && <TableOfContents headings={post.headings} />}
      {/* Rendered and made safe by the API at the save (raw HTML escaped, links and images checked). */}
      <div
        className="post-body mt-8"
        {...untranslatedText(post, 'body')}
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      {(post.newer || post.older) && (
        <nav
          aria-label={t.neighbours}
          className="mt-12 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
        >
          {post.newer && <NeighbourLink label={t.newer} slug={post.newer.slug} title={post.newer.title} />}
          {post.older && (
            <NeighbourLink label={t.older} slug={post.older.slug} title={post.older.title} end />
          )}
        </nav>
      )}
    </article>
  );
}

function NeighbourLink({
  label,
  slug,
  title,
  end = false,
}: {
  label: string;
  slug: string;
  title: string;
  end?: boolean;
}) {
  return (
    <Link
      to={paths.post(slug)}
      className={`block rounded-xl border border-slate-200 p-4 hover:border-brand-600 ${end ? 'sm:col-start-2 sm:text-end' : ''}`}
    >
      <span className="block text-sm text-slate-500">{label}</span>
      <span className="font-semibold text-slate-900">{title}</span>
    </Link>
  );
}
