import { type BackupChanges, COLLECTIONS, type Counts } from '@portfolio/common';
import { TRANSLATION_VERSIONS } from '../data/translations';
import { type BackupDoc, type BackupState, namedPaths } from './state';

/** A document's place in Firestore, as a path: where a restore writes or deletes it. */
export interface PlacedDoc {
  path: string;
  data: BackupDoc['data'];
}

/** Every document of a state, placed: trashed projects and posts in their trash, versions under their post. */
export function placedDocs(state: BackupState): Map<string, PlacedDoc> {
  const placed = new Map<string, PlacedDoc>();
  const put = (collection: string, docs: BackupDoc[]) => {
    for (const doc of docs)
      placed.set(`${collection}/${doc.id}`, { path: `${collection}/${doc.id}`, data: doc.data });
  };
  put(COLLECTIONS.site, state.site);
  put(COLLECTIONS.siteVersions, state.siteVersions);
  put(COLLECTIONS.messages, state.messages);
  put(COLLECTIONS.visitStats, state.visitStats);
  put(COLLECTIONS.counters, state.counters);
  put(COLLECTIONS.interfaceTexts, state.interfaceTexts);
  for (const project of state.projects)
    put(project.trashed ? COLLECTIONS.trash : COLLECTIONS.projects, [project]);
  for (const translation of state.translations) {
    put(COLLECTIONS.translations, [translation]);
    put(`${COLLECTIONS.translations}/${translation.id}/${TRANSLATION_VERSIONS}`, translation.versions);
  }
  for (const post of state.posts) {
    put(post.trashed ? COLLECTIONS.postTrash : COLLECTIONS.posts, [post]);
    put(`${COLLECTIONS.posts}/${post.id}/${COLLECTIONS.postVersions}`, post.versions);
  }
  return placed;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function count<T>(before: Map<string, T>, after: Map<string, T>): Counts {
  let added = 0;
  let replaced = 0;
  for (const [key, value] of after) {
    if (!before.has(key)) added++;
    else if (!same(before.get(key), value)) replaced++;
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length;
  return { added, replaced, removed };
}

const byId = (docs: BackupDoc[]) => new Map(docs.map((doc) => [doc.id, doc]));
const versionsOf = (state: BackupState) =>
  new Map([
    ...state.siteVersions.map((doc) => [`site/${doc.id}`, doc.data] as const),
    ...state.posts.flatMap((post) => post.versions.map((doc) => [`${post.id}/${doc.id}`, doc.data] as const)),
    ...state.translations.flatMap((translation) =>
      translation.versions.map((doc) => [`translations/${translation.id}/${doc.id}`, doc.data] as const),
    ),
  ]);

/**
 * What replacing `current` with `incoming` changes: a document is replaced when it differs (one left as it was is
 * not counted); a file is added when the bucket lacks it, replaced when its bytes or token differ.
 */
export function changesBetween(
  current: BackupState,
  incoming: BackupState,
  files: { named: number; added: number; replaced: number },
): BackupChanges {
  const removedFiles = [...namedPaths(current)].filter((path) => !namedPaths(incoming).has(path)).length;
  return {
    projects: count(byId(current.projects), byId(incoming.projects)),
    posts: count(
      byId(current.posts.map(({ versions: _v, ...post }) => post)),
      byId(incoming.posts.map(({ versions: _v, ...post }) => post)),
    ),
    versions: count(versionsOf(current), versionsOf(incoming)),
    files: { added: files.added, replaced: files.replaced, removed: removedFiles },
    messages: count(byId(current.messages), byId(incoming.messages)),
    translations: count(
      byId(current.translations.map(({ versions: _v, ...translation }) => translation)),
      byId(incoming.translations.map(({ versions: _v, ...translation }) => translation)),
    ),
    interfaceTexts: count(byId(current.interfaceTexts), byId(incoming.interfaceTexts)),
  };
}
