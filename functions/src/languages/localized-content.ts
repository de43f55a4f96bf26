import {
  localizedRecord,
  SITE_RECORD_ID,
  translationDocId,
  type LocalizedMarks,
  type Post,
  type PostLink,
  type Project,
  type SiteContent,
  type Translation,
  type TranslationKind,
} from '@portfolio/common';

/** The owner's words one language's pages show: the site content, projects and posts with their translations. */
export interface LanguageContent {
  site: SiteContent & LocalizedMarks;
  projects: (Project & LocalizedMarks)[];
  posts: (Post & LocalizedMarks)[];
}

/** Published translations by record, for one language. */
function translationsOf(
  translations: readonly Translation[],
  language: string,
): (kind: TranslationKind, id: string) => Translation | undefined {
  const byId = new Map(
    translations
      .filter((translation) => translation.language === language && translation.published)
      .map((translation) => [translationDocId(translation.kind, translation.id, language), translation]),
  );
  return (kind, id) => byId.get(translationDocId(kind, id, language));
}

/**
 * A post in a language: its texts translated as `localizedRecord` does, and its page's body the translated one,
 * rendered when it was saved; a body not translated is the default one, listed as untranslated.
 */
function localizedPost<T extends Post>(
  post: T,
  translation: Translation | undefined,
  defaultLanguage: string,
): T & LocalizedMarks {
  const { body: _body, ...withoutBody } = post;
  const localized = localizedRecord('post', withoutBody as T, translation, defaultLanguage);
  const rendered = translation?.published && translation.fields.body ? translation.rendered : undefined;
  if (rendered) return { ...localized, html: rendered.html, headings: rendered.headings };
  const untranslated = [...(localized.untranslated ?? []), 'body'];
  return { ...localized, untranslated, untranslatedLanguage: defaultLanguage };
}

/** The records of public reads as one language's pages show them: each with its published translation. */
export interface Translator {
  site<T extends SiteContent>(content: T): T & LocalizedMarks;
  project<T extends Project>(project: T): T & LocalizedMarks;
  /** A post's summary: its title, summary and tags. */
  post<T extends Omit<Post, 'html' | 'headings'>>(post: T): T & LocalizedMarks;
  /** A whole post: its body too, and the titles of its neighbours. */
  wholePost<T extends Post>(post: T): T & LocalizedMarks;
}

/** The records as stored: the default language's. */
export const AS_STORED: Translator = {
  site: (content) => content,
  project: (project) => project,
  post: (post) => post,
  wholePost: (post) => post,
};

/** The translator into `language` with its published `translations`; the default language's keeps the records. */
export function translatorIn(
  translations: readonly Translation[],
  language: string,
  defaultLanguage: string,
): Translator {
  if (language === defaultLanguage) return AS_STORED;
  const translationOf = translationsOf(translations, language);
  const link = (other: PostLink | null | undefined) => {
    const title = other ? translationOf('post', other.slug)?.fields.title : undefined;
    return other && typeof title === 'string' ? { ...other, title } : other;
  };
  return {
    site: (content) =>
      localizedRecord('site', content, translationOf('site', SITE_RECORD_ID), defaultLanguage),
    project: (project) =>
      localizedRecord('project', project, translationOf('project', project._id), defaultLanguage),
    post: (post) => localizedRecord('post', post, translationOf('post', post.id), defaultLanguage),
    wholePost: (post) => {
      const localized = localizedPost(post, translationOf('post', post.id), defaultLanguage);
      // A post's page names its neighbours; a post of the whole list has none.
      if (post.newer === undefined && post.older === undefined) return localized;
      return { ...localized, newer: link(post.newer), older: link(post.older) };
    },
  };
}

/** The content in `language`; the default language's is the content itself. */
export function contentInLanguage(
  content: { site: SiteContent; projects: Project[]; posts: Post[] },
  language: string,
  defaultLanguage: string,
  translations: readonly Translation[],
): LanguageContent {
  const translator = translatorIn(translations, language, defaultLanguage);
  return {
    site: translator.site(content.site),
    projects: content.projects.map(translator.project),
    posts: content.posts.map(translator.wholePost),
  };
}
