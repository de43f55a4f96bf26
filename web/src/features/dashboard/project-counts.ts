import { PROJECT_CATEGORIES, PROJECT_STATUSES, type Project } from '@portfolio/common';

export interface ProjectCounts {
  total: number;
  byCategory: { category: string; label: string; count: number }[];
  byStatus: { status: string; count: number }[];
}

/** How many projects there are in each category and each status, every category and status listed. */
export function countProjects(projects: readonly Pick<Project, 'category' | 'status'>[]): ProjectCounts {
  return {
    total: projects.length,
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
