import type { Project } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

// The public endpoints go without a token: the answers are the same for everyone and the CDN may cache them.

/** GET /best-projects: at most six projects, in priority order, for the home page. */
export function fetchBestProjects(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest('/best-projects', { authenticated: false, signal });
}

/** GET /filterd-projects (the API's historic spelling, which clients use): `all`, a category slug, or anything else (then none). */
export function fetchProjectsByCategory(category: string, signal?: AbortSignal): Promise<Project[]> {
  const query = new URLSearchParams({ categoryOfProject: category });
  return apiRequest(`/filterd-projects?${query}`, { authenticated: false, signal });
}

/** GET /projects/{id}: one project; an unknown id rejects with an ApiRequestError of status 404. */
export function fetchProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest(`/projects/${encodeURIComponent(id)}`, { authenticated: false, signal });
}
