import { PROJECT_CATEGORIES, PROJECT_STATUSES, type Project } from '@portfolio/common';

export interface ProjectCounts {
  total: number;
  /** Projects not published: only the dashboard shows them. */
  drafts: number;
  byCategory: { category: string; label: string; count: number }[];
  byStatus: { status: string; count: number }[];
}

/** How many projects there are, how many are drafts, and how many in each category and each status (all listed). */
export function countProjects(
  projects: readonly Pick<Project, 'category' | 'status' | 'published'>[],
): ProjectCounts {
  return {
    total: projects.length,
    drafts: projects.filter((project) => !project.published).length,
    byCategory: Object.entries(PROJECT_CATEGORIES).map(([category, label]) => ({
      category,
      label,
      count: projects.filter((project) => project.category === category).length,
    })),
    byStatus: Object.values(PROJECT_STATUSES).map((status) => ({
      status,
      count: projects.filter((project) => project.status === status).length,
    })),
  };
}
