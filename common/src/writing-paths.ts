// The writing's addresses, apart from the posts' logic: every page's header links to the writing, so the first load
// of any page takes this module, and only this one.

/** The writing's list; one tag's list is `/writing/tag/{tag}`, a path of its own (a published file ignores queries). */
export const WRITING_PATH = '/writing';
export const WRITING_TAG_SEGMENT = 'tag';
/** The Atom feed of the newest posts. */
export const WRITING_FEED_PATH = `${WRITING_PATH}/feed.xml`;
/** A post's page. */
export const postPagePath = (slug: string) => `${WRITING_PATH}/${encodeURIComponent(slug)}`;
/** The list of one tag's posts. */
export const writingTagPath = (tag: string) =>
  `${WRITING_PATH}/${WRITING_TAG_SEGMENT}/${encodeURIComponent(tag)}`;
