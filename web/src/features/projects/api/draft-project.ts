import type { Project } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { useRequest } from '@/lib/use-request';

/**
 * GET /projects/{id} with the signed-in user's token: the API answers a draft to the admin only (no-store), and
 * 404 to anyone else, as for an unknown id.
 */
export function fetchProjectAsOwner(id: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest(`/projects/${encodeURIComponent(id)}`, { signal });
}

/** A project as the owner sees it, drafts included; never taken from the page's data (that is the visitors' answer). */
export function useOwnerProject(id: string) {
  return useRequest<Project>(`owner-project:${id}`, (signal) => fetchProjectAsOwner(id, signal));
}
