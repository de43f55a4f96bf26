import { COLLECTIONS } from '@portfolio/common';
import { TRANSLATION_VERSIONS } from '../data/translations';
import { db } from '../core/firebase';
import { type Plain, toPlain } from './codec';

/** One document as the backup holds it. */
export interface BackupDoc {
  id: string;
  data: { [key: string]: Plain };
}

/** A post (live or trashed) with its kept versions, which live under `posts/{slug}/versions` either way. */
export interface BackupPost extends BackupDoc {
  trashed: boolean;
  versions: BackupDoc[];
}

/** A translation with its kept versions (`translations/{id}/versions`). */
export interface BackupTranslation extends BackupDoc {
  versions: BackupDoc[];
}

export interface BackupProject extends BackupDoc {
  trashed: boolean;
}

/** Everything a backup restores besides the files: each collection whole. */
export interface BackupState {
  site: BackupDoc[];
  siteVersions: BackupDoc[];
  projects: BackupProject[];
  posts: BackupPost[];
  messages: BackupDoc[];
  visitStats: BackupDoc[];
  counters: BackupDoc[];
  /** The owner's words in other languages (the site's languages are a document of `site`). */
  translations: BackupTranslation[];
  /** The owner's wording of the interface's texts, a document a language. */
  interfaceTexts: BackupDoc[];
}

/** The collections restored whole, by their key in BackupState (posts and projects span two each). */
export const WHOLE_COLLECTIONS = {
  site: COLLECTIONS.site,
  siteVersions: COLLECTIONS.siteVersions,
  messages: COLLECTIONS.messages,
  visitStats: COLLECTIONS.visitStats,
  counters: COLLECTIONS.counters,
} as const;

/** The Storage folders whose files documents name and a backup carries (accounts' avatars stay out). */
export const BACKUP_MEDIA_FOLDERS = ['site/', 'projects/', 'posts/'] as const;

async function docsOf(path: string): Promise<BackupDoc[]> {
  const snapshot = await db.collection(path).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    data: toPlain(doc.data(), `${path}/${doc.id}`) as BackupDoc['data'],
  }));
}

/** The state as it is now, read collection by collection. */
export async function readState(): Promise<BackupState> {
  const [
    site,
    siteVersions,
    projects,
    trash,
    posts,
    postTrash,
    messages,
    visitStats,
    counters,
    translations,
    interfaceTexts,
  ] = await Promise.all([
    docsOf(COLLECTIONS.site),
    docsOf(COLLECTIONS.siteVersions),
    docsOf(COLLECTIONS.projects),
    docsOf(COLLECTIONS.trash),
    docsOf(COLLECTIONS.posts),
    docsOf(COLLECTIONS.postTrash),
    docsOf(COLLECTIONS.messages),
    docsOf(COLLECTIONS.visitStats),
    docsOf(COLLECTIONS.counters),
    docsOf(COLLECTIONS.translations),
    docsOf(COLLECTIONS.interfaceTexts),
  ]);
  const withVersions = (doc: BackupDoc, trashed: boolean) =>
    docsOf(`${COLLECTIONS.posts}/${doc.id}/${COLLECTIONS.postVersions}`).then((versions) => ({
      ...doc,
      trashed,
      versions,
    }));
  return {
    site,
    siteVersions,
    projects: [
      ...projects.map((doc) => ({ ...doc, trashed: false })),
      ...trash.map((doc) => ({ ...doc, trashed: true })),
    ],
    posts: await Promise.all([
      ...posts.map((doc) => withVersions(doc, false)),
      ...postTrash.map((doc) => withVersions(doc, true)),
    ]),
    messages,
    visitStats,
    counters,
    translations: await Promise.all(
      translations.map(async (doc) => ({
        ...doc,
        versions: await docsOf(`${COLLECTIONS.translations}/${doc.id}/${TRANSLATION_VERSIONS}`),
      })),
    ),
    interfaceTexts,
  };
}

/** Whether a string is a storage path a backup carries: under a media folder, with no `..` or empty segment. */
export function isMediaPath(value: string): boolean {
  return (
    BACKUP_MEDIA_FOLDERS.some((folder) => value.startsWith(folder)) &&
    value.length <= 1024 &&
    value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    ![...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)
  );
}

/**
 * Every storage path the documents name: any string value that is a media path (the image fields of projects,
 * posts, the site and their versions all hold `path`s). A URL never matches, as it starts with its scheme.
 */
export function namedPaths(state: BackupState): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (isMediaPath(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  // Messages, statistics and counters name no file (a message's text may look like a path).
  visit([state.site, state.siteVersions, state.projects]);
  for (const post of state.posts) {
    visit(post.data);
    post.versions.forEach((version) => visit(version.data));
  }
  return found;
}
