import type { Post, PostSummary } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

// Public reads, without a token: the same for everyone, so the CDN may cache them.

/** GET /posts: the published posts, newest first. */
export function fetchPosts(signal?: AbortSignal): Promise<PostSummary[]> {
  return apiRequest('/posts', { authenticated: false, signal });
}

/** GET /posts/{slug}: one published post; an unknown slug or a draft rejects with a 404 ApiRequestError. */
export function fetchPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return apiRequest(`/posts/${encodeURIComponent(slug)}`, { authenticated: false, signal });
}
