import type { PostSummary } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

/** GET /posts: the published posts, newest first; public, without a token, so the CDN may cache it. */
export function fetchPosts(signal?: AbortSignal): Promise<PostSummary[]> {
  return apiRequest('/posts', { authenticated: false, signal });
}
