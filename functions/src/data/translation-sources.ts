import {
  SITE_RECORD_ID,
  SITE_RECORD_LABEL,
  sourceFields,
  type TranslatedFields,
  type TranslationKind,
} from '@portfolio/common';
import { findPost, postsCollection, type PostDocument, type StoredPostImage } from './posts';
import { findProject, isPublished, listProjects } from './projects';
import { readSite } from './site-content';

/** A record the owner translates: its default-language texts, and what the status shows of it. */
export interface TranslationSource {
  kind: TranslationKind;
  id: string;
  label: string;
  published: boolean;
  source: TranslatedFields;
  /** A post's stored images, whose sizes its rendered body carries. */
  images?: StoredPostImage[];
}

const postSource = (slug: string, post: PostDocument): TranslationSource => ({
  kind: 'post',
  id: slug,
  label: post.title,
  published: post.published,
  source: sourceFields('post', post),
  images: post.images,
});

async function siteSource(): Promise<TranslationSource> {
  const { content } = await readSite();
  const source = sourceFields('site', content);
  return { kind: 'site', id: SITE_RECORD_ID, label: SITE_RECORD_LABEL, published: true, source };
}

/** One record by its kind and a well-formed id; undefined for an unknown one (a post in the trash included). */
export async function findTranslationSource(
  kind: string,
  id: string,
): Promise<TranslationSource | undefined> {
  if (kind === 'site') return id === SITE_RECORD_ID ? siteSource() : undefined;
  if (kind === 'project') {
    const project = await findProject(id);
    if (!project) return undefined;
    const source = sourceFields('project', project);
    return { kind, id, label: project.title, published: isPublished(project), source };
  }
  if (kind === 'post') {
    const post = await findPost(id);
    return post && postSource(id, post);
  }
  return undefined;
}

/** Every record the owner translates: the site content, every project (drafts too), every post not in the trash. */
export async function allTranslationSources(): Promise<TranslationSource[]> {
  const [site, projects, posts] = await Promise.all([
    siteSource(),
    listProjects({ includeDrafts: true }),
    postsCollection().get(),
  ]);
  return [
    site,
    ...projects.map((project) => ({
      kind: 'project' as const,
      id: project._id,
      label: project.title,
      published: isPublished(project),
      source: sourceFields('project', project),
    })),
    ...posts.docs.map((doc) => postSource(doc.id, doc.data() as PostDocument)),
  ];
}
