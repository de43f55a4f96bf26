import type { PostSummary } from '@portfolio/common';
import { useRequest } from '@/lib/use-request';
import { fetchPosts } from './post-requests';

/** The keys of the writing's public reads: the server renders a page with the answers under the same keys. */
export const postRequestKeys = {
  list: 'posts',
  post: (slug: string) => `post:${slug}`,
};

/** The published posts, newest first. */
export function usePosts() {
  return useRequest<PostSummary[]>(postRequestKeys.list, fetchPosts);
}
