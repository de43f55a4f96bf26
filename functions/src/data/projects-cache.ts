import type { Project, ProjectCategory } from '@portfolio/common';
import { listenedCache } from './listened-cache';
import { findProject, listProjects, projectsCollection, type ProjectDocument } from './projects';

/** The projects' public reads, kept in memory by each instance (see listened-cache.ts); unknown ids are not kept. */
const cache = listenedCache('projects', () => projectsCollection(), {
  // Entries are few (a list per category, a project per id).
  maxEntries: 500,
  keeps: (value) => value !== undefined,
});

export const onProjectsChange = cache.onChange;
export const forgetCachedProjects = cache.forget;
export const listenForChanges = cache.listen;
const cachedProjectsRead = cache.read;

/** The published projects, most important first (see listProjects), as the public lists ask for them. */
export function listPublishedProjects(
  options: { category?: ProjectCategory; limit?: number } = {},
): Promise<Project[]> {
  return cachedProjectsRead(`list:${options.category ?? '*'}:${options.limit ?? '*'}`, () =>
    listProjects(options),
  );
}

/** One stored project (a draft too: callers decide who may see it); unknown ids are not cached. */
export function findProjectForReading(id: string): Promise<ProjectDocument | undefined> {
  return cachedProjectsRead(`project:${id}`, () => findProject(id));
}
