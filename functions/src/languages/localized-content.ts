import {
  localizedRecord,
  SITE_RECORD_ID,
  translationDocId,
  type LocalizedMarks,
  type Post,
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
export function translationsOf(
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
export function localizedPost<T extends Post>(
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

/** The content in `language`; the default language's is the content itself. */
export function contentInLanguage(
  content: { site: SiteContent; projects: Project[]; posts: Post[] },
  language: string,
  defaultLanguage: string,
  translations: readonly Translation[],
): LanguageContent {
  if (language === defaultLanguage) return content;
  const translationOf = translationsOf(translations, language);
  return {
    site: localizedRecord('site', content.site, translationOf('site', SITE_RECORD_ID), defaultLanguage),
    projects: content.projects.map((project) =>
      localizedRecord('project', project, translationOf('project', project._id), defaultLanguage),
    ),
    posts: content.posts.map((post) => localizedPost(post, translationOf('post', post.id), defaultLanguage)),
  };
}
