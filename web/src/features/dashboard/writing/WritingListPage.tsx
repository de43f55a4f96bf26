import type { PostSummary } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { dashboardPaths } from '@/features/dashboard/dashboard-paths';
import { useDocumentTitle } from '@/lib/document-title';
import { listAllPosts } from '@/features/dashboard/api/post-requests';
import { loadVisitStats } from '@/features/dashboard/api/stats-requests';
import { dayFormat } from '@/lib/local-format';
import { PublicationBadge } from './PublicationBadge';
import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

/** The statistics' longest range: a post's views are counted over it. */
const VIEWS_RANGE = 90;

/** `/dashboard/writing`: every post, drafts first, with its state, date and views. */
export function WritingListPage() {
  const T = dashboardWritingTexts.list;
  useDocumentTitle(T.title);
  const [posts, setPosts] = useState<PostSummary[] | 'failed'>();
  const [views, setViews] = useState<Map<string, number>>();
  useEffect(() => {
    listAllPosts().then(setPosts, () => setPosts('failed'));
    loadVisitStats(VIEWS_RANGE).then(
      (stats) => setViews(new Map(stats.pages.map((page) => [page.path, page.views]))),
      () => setViews(new Map()),
    );
  }, []);
  return (
    <div className="dashboard-page grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>{T.title}</h1>
        <Link to={dashboardPaths.newPost} className="btn-primary">
          {T.newPost}
        </Link>
      </div>
      {posts === 'failed' ? (
        <p className="form-error" role="alert">
          {T.loadFailed}
        </p>
      ) : !posts ? (
        <p className="text-slate-600">{T.loading}</p>
      ) : posts.length === 0 ? (
        <div className="empty-state">
          <p>{T.none}</p>
          <Link to={dashboardPaths.newPost} className="btn-secondary">
            {T.writeFirst}
          </Link>
        </div>
      ) : (
        <div className="panel table-scroll overflow-x-auto p-0 sm:p-0">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{T.caption}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="px-4 py-3 font-medium">
                  {T.postTitle}
                </th>
                <th scope="col" className="px-4 py-3 font-medium max-sm:hidden">
                  {T.state}
                </th>
                <th scope="col" className="px-4 py-3 font-medium max-sm:hidden">
                  {T.date}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {T.views(VIEWS_RANGE)}
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.slug}>
                  <td className="max-sm:whitespace-normal sm:max-w-xs sm:truncate">
                    <Link
                      to={dashboardPaths.editPost(post.slug)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {post.title}
                    </Link>
                    {/* A phone has no room for their columns: the state and date go under the title. */}
                    <div className="mt-1 flex items-center gap-2 text-xs text-slate-600 sm:hidden">
                      <PublicationBadge published={post.published} />
                      <PostDate post={post} />
                    </div>
                  </td>
                  <td className="max-sm:hidden">
                    <PublicationBadge published={post.published} />
                  </td>
                  <td className="max-sm:hidden">
                    <PostDate post={post} />
                  </td>
                  <td className="text-end tabular-nums">
                    {views ? (views.get(paths.post(post.slug)) ?? 0) : '…'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The publication's day, or the last save's for a draft. */
function PostDate({ post }: { post: PostSummary }) {
  const at = post.publishedAt ?? post.updatedAt;
  return <time dateTime={at}>{dayFormat.format(new Date(at))}</time>;
}
