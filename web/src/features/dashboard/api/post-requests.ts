import type { Post, PostHeading, PostSummary, PostVersionSummary, TrashedPost } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';

/** What the editor sends: the owner's fields, and the revision the edit began from. */
export interface PostDraft {
  title: string;
  summary: string;
  body: string;
  tags: string[];
  published: boolean;
}

/** GET /posts?drafts=1: every post, drafts first. */
export function listAllPosts(): Promise<PostSummary[]> {
  return apiRequest('/posts?drafts=1');
}

/** GET /posts/{slug} as the owner: the post with its Markdown, draft or not. */
export function loadPost(slug: string): Promise<Post> {
  return apiRequest(`/posts/${encodeURIComponent(slug)}?fresh=${Date.now()}`);
}

export async function createPost(draft: PostDraft): Promise<Post> {
  const { data } = await apiRequest<{ data: Post }>('/posts', { method: 'POST', json: draft });
  publicationRequested();
  return data;
}

/** PUT /posts/{slug}, if the post is still at `updatedAt` (else 409). */
export async function savePost(slug: string, draft: PostDraft, updatedAt: string): Promise<Post> {
  const json = { ...draft, updatedAt };
  const path = `/posts/${encodeURIComponent(slug)}`;
  const { data } = await apiRequest<{ data: Post }>(path, { method: 'PUT', json });
  publicationRequested();
  return data;
}

/** DELETE /posts/{slug}: to the trash. */
export async function deletePost(slug: string): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(slug)}`, { method: 'DELETE' });
  publicationRequested();
}

/** POST /posts/preview: the Markdown rendered by the server's renderer, the one that renders the page. */
export function previewPost(
  body: string,
  signal?: AbortSignal,
): Promise<{ html: string; headings: PostHeading[]; readingMinutes: number }> {
  return apiRequest('/posts/preview', { method: 'POST', json: { body }, signal });
}

/** POST /posts/{slug}/images: the image stored, and the Markdown that shows it. */
export async function uploadPostImage(slug: string, file: File): Promise<{ markdown: string }> {
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await apiUpload<{ data: { markdown: string } }>(
    `/posts/${encodeURIComponent(slug)}/images`,
    {
      method: 'POST',
      form,
    },
  );
  return answer.data;
}

export function listPostVersions(slug: string): Promise<PostVersionSummary[]> {
  return apiRequest(`/posts/${encodeURIComponent(slug)}/versions`);
}

/** Makes a version the post's content (its published state stays), if the post is still at `revision` (else 409). */
export async function restorePostVersion(slug: string, versionId: string, revision: string): Promise<Post> {
  const path = `/posts/${encodeURIComponent(slug)}/versions/${encodeURIComponent(versionId)}/restore`;
  const headers = { 'If-Match': `"${revision}"` };
  const { data } = await apiRequest<{ data: Post }>(path, { method: 'POST', headers });
  publicationRequested();
  return data;
}

export function listPostTrash(): Promise<TrashedPost[]> {
  return apiRequest('/post-trash');
}

export async function restorePostFromTrash(slug: string): Promise<void> {
  await apiRequest(`/post-trash/${encodeURIComponent(slug)}/restore`, { method: 'POST' });
  publicationRequested();
}

export async function removePostForGood(slug: string): Promise<void> {
  await apiRequest(`/post-trash/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}
