import type { Post } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { useRequest } from '@/lib/use-request';
import { postRequestKeys } from './use-posts';

/**
 * One published post (GET /posts/{slug}, without a token); an unknown slug or a draft is a 404. Apart from the list's
 * read, which the home page takes in every first load.
 */
export function usePost(slug: string) {
  return useRequest<Post>(postRequestKeys.post(slug), (signal) =>
    apiRequest(`/posts/${encodeURIComponent(slug)}`, { authenticated: false, signal }),
  );
}
