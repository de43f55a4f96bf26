import type { Project, ProjectSummary } from '@portfolio/common';
import { fetchBestProjects, fetchProject, fetchProjectsByCategory } from './project-requests';
import { useRequest } from '@/lib/use-request';

/** The keys of the public reads: the server renders a page with the answers under the same keys. */
export const projectRequestKeys = {
  best: 'best-projects',
  category: (category: string) => `category:${category}`,
  project: (id: string) => `project:${id}`,
};

/** The home page's best projects (GET /best-projects), as their cards show them. */
export function useBestProjects() {
  return useRequest<ProjectSummary[]>(projectRequestKeys.best, fetchBestProjects);
}

/** The projects of one category, `all`, or of an unknown value (then none). */
export function useCategoryProjects(category: string) {
  return useRequest<ProjectSummary[]>(projectRequestKeys.category(category), (signal) =>
    fetchProjectsByCategory(category, signal),
  );
}

export function useProject(id: string) {
  return useRequest<Project>(projectRequestKeys.project(id), (signal) => fetchProject(id, signal));
}
