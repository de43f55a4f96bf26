import type { Project } from '@portfolio/common';
import { fetchBestProjects, fetchProject, fetchProjectsByCategory } from '../../../lib/public-api';
import { useRequest } from '../../../lib/use-request';

/** The home page's best projects (GET /best-projects). */
export function useBestProjects() {
  return useRequest<Project[]>('best-projects', fetchBestProjects);
}

/** The projects of one category, `all`, or of an unknown value (then none). */
export function useCategoryProjects(category: string) {
  return useRequest<Project[]>(`category:${category}`, (signal) => fetchProjectsByCategory(category, signal));
}

export function useProject(id: string) {
  return useRequest<Project>(`project:${id}`, (signal) => fetchProject(id, signal));
}
