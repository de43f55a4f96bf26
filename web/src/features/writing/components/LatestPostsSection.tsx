import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { HOME_POSTS } from '@/config/ui';
import { usePosts } from '../api/use-posts';

/**
 * The home page's latest posts, once there is at least one published post; nothing otherwise. Kept to titles and
 * summaries: the home page is in every first load.
 */
export function LatestPostsSection() {
  const { state } = usePosts();
  if (state.status !== 'success' || state.data.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts-title" className="section">
      <h2 id="latest-posts-title" className="section-title">
        {texts.home.latestPostsTitle}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {state.data.slice(0, HOME_POSTS).map((post) => (
          <li key={post.slug} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">
              <Link to={paths.post(post.slug)} className="hover:text-brand-700">
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">{post.summary}</p>
          </li>
        ))}
      </ul>
      <Link to={paths.writing} className="btn-secondary mt-8">
        {texts.home.allPosts}
      </Link>
    </section>
  );
}
