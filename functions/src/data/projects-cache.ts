import type { Project, ProjectCategory } from '@portfolio/common';
import { PUBLIC_S_MAXAGE_S } from '../config/cache';
import { findProject, listProjects, projectsCollection, type ProjectDocument } from './projects';

/**
 * Answers read from the projects collection, kept in memory by each function instance: the public pages ask the
 * same few questions again and again, and a Firestore read costs more than all the rest of such a request.
 *
 * Kept fresh three ways: a listener on the collection drops everything on any change, whoever made it (another
 * instance, the seed, the console); this instance's own writes drop it at once, before the listener hears of them;
 * and nothing is kept longer than the CDN may keep the answer anyway. Until the listener has its first snapshot
 * (or after it failed) nothing is cached.
 */
const TTL_MS = PUBLIC_S_MAXAGE_S * 1000;
/** Entries are few (a list per category, a project per id); the bound only guards against random ids. */
const MAX_ENTRIES = 500;

const entries = new Map<string, { value: unknown; expiresAt: number }>();
/** Bumped on every change, so that an answer read before a change is not kept after it. */
let generation = 0;
let listener: 'off' | 'starting' | 'in-sync' = 'off';
const changeListeners = new Set<() => void>();

/** Calls `listener` on every change of the projects this instance hears of (what else keeps reads of them). */
export function onProjectsChange(listener: () => void): void {
  changeListeners.add(listener);
}

export function forgetCachedProjects(): void {
  generation++;
  entries.clear();
  for (const listener of changeListeners) listener();
}

/** Starts listening to the projects, once (each cached read starts it too). */
export function listenForChanges(): void {
  if (listener !== 'off') return;
  listener = 'starting';
  projectsCollection().onSnapshot(
    () => {
      listener = 'in-sync';
      forgetCachedProjects();
    },
    (error) => {
      // The listener is gone: stop caching; the next read starts a new one.
      console.warn('projects cache: listener failed, caching paused', error);
      listener = 'off';
      forgetCachedProjects();
    },
  );
}

/** `read()`'s answer, from memory when the same question was answered since the projects last changed. */
async function cachedProjectsRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  listenForChanges();
  const cached = entries.get(key);
  if (listener === 'in-sync' && cached && cached.expiresAt > Date.now()) return cached.value as T;
  const readAt = generation;
  const value = await read();
  if (listener === 'in-sync' && generation === readAt && value !== undefined) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
  }
  return value;
}

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
