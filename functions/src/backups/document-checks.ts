import {
  BACKUP_MESSAGES,
  contactSchema,
  postSchema,
  projectFieldsSchema,
  SITE_CONTENT_DOC,
  siteContentSchema,
} from '@portfolio/common';
type AnySchema = { validateSync(value: unknown, options: { abortEarly: boolean }): unknown };
import { fromPlain } from './codec';
import type { BackupDoc, BackupPost, BackupProject, BackupState, BackupTranslation } from './state';
import { invalidBackup } from './zip-entries';

// The owner's fields of each kind of document, checked with the API's own schemas (common/): what a save would
// accept. A field may be missing, as in a document stored before it existed or written by hand, which the site
// reads all the same: a backup of what the site holds always imports back. Fields the API keeps itself (times,
// rendered HTML, paths) are checked for shape only.
const PROJECT_SCHEMA = projectFieldsSchema.pick(['title', 'purpose', 'category', 'type', 'status']).partial();
const POST_SCHEMA = postSchema.pick(['title', 'summary', 'body', 'tags']).partial();
const MESSAGE_SCHEMA = contactSchema.pick(['name', 'email']).partial();

/** A Firestore document id: no slash, not `.` or `..`, within Firestore's 1,500 bytes. */
const DOC_ID = /^(?!\.\.?$)[^/\0]{1,1500}$/;

const refuse = (where: string, problem: string) => invalidBackup(BACKUP_MESSAGES.badDocument(where, problem));

function schemaProblem(schema: AnySchema, value: unknown): string | undefined {
  try {
    schema.validateSync(value, { abortEarly: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function checkDocs(
  where: string,
  value: unknown,
  schema?: AnySchema,
  pick = (data: object) => data,
): BackupDoc[] {
  if (!Array.isArray(value)) throw refuse(where, 'not a list');
  return value.map((item: unknown, index) => {
    const doc = item as Partial<BackupDoc> | null;
    const at = `${where}[${index}]`;
    if (!doc || typeof doc.id !== 'string' || !DOC_ID.test(doc.id)) throw refuse(at, 'no valid id');
    if (!doc.data || typeof doc.data !== 'object' || Array.isArray(doc.data))
      throw refuse(`${where}/${doc.id}`, 'no data');
    try {
      fromPlain(doc.data);
    } catch (error) {
      throw refuse(`${where}/${doc.id}`, (error as Error).message);
    }
    const problem = schema && schemaProblem(schema, pick(doc.data));
    if (problem) throw refuse(`${where}/${doc.id}`, problem);
    return doc as BackupDoc;
  });
}

function unique(where: string, docs: BackupDoc[]): void {
  const ids = new Set(docs.map((doc) => doc.id));
  if (ids.size !== docs.length) throw refuse(where, 'an id is listed twice');
}

/** The state of a parsed archive, every document checked; throws 400 `invalid_backup` naming the first problem. */
export function checkState(
  raw: Record<keyof typeof import('./archive-writer').STATE_ENTRIES, unknown>,
): BackupState {
  const site = raw.site as { content?: unknown; versions?: unknown } | null;
  if (!site || typeof site !== 'object') throw refuse('site.json', 'not an object');
  const siteDocs = checkDocs('site', site.content);
  const content = siteDocs.find((doc) => doc.id === SITE_CONTENT_DOC);
  const siteProblem = content && schemaProblem(siteContentSchema, content.data.content);
  if (siteProblem) throw refuse(`site/${SITE_CONTENT_DOC}`, siteProblem);
  const projects = checkDocs('projects', raw.projects, PROJECT_SCHEMA) as BackupProject[];
  const posts = checkDocs('posts', raw.posts, POST_SCHEMA) as BackupPost[];
  for (const [kind, list] of [
    ['projects', projects],
    ['posts', posts],
  ] as const) {
    for (const doc of list) {
      if (typeof doc.trashed !== 'boolean') throw refuse(`${kind}/${doc.id}`, 'trashed is not true or false');
    }
    unique(kind, list);
  }
  for (const post of posts) post.versions = checkDocs(`posts/${post.id}/versions`, post.versions);
  const state: BackupState = {
    site: siteDocs,
    siteVersions: checkDocs('siteVersions', site.versions),
    projects,
    posts,
    messages: checkDocs('messages', raw.messages, MESSAGE_SCHEMA),
    visitStats: checkDocs('visitStats', raw.visitStats),
    counters: checkDocs('counters', raw.counters),
    translations: checkDocs('translations', raw.translations) as BackupTranslation[],
    interfaceTexts: checkDocs('interfaceTexts', raw.interfaceTexts),
  };
  for (const translation of state.translations) {
    translation.versions = checkDocs(`translations/${translation.id}/versions`, translation.versions);
  }
  unique('translations', state.translations);
  unique('interfaceTexts', state.interfaceTexts);
  unique('messages', state.messages);
  unique('siteVersions', state.siteVersions);
  return state;
}
