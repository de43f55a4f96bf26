import { paths } from '@/config/paths';

/**
 * The addresses inside the dashboard's pages that reach them by their one route each (`/dashboard/writing/*`,
 * `/dashboard/translations/*`): known to the dashboard's chunk alone, so that the first load of a public page,
 * which holds `paths`, carries none of them.
 */
/** The translations' segment of the interface's texts (`/dashboard/translations/interface/{language}`). */
export const INTERFACE_SEGMENT = 'interface';

export const dashboardPaths = {
  newPost: `${paths.dashboardWriting}/new`,
  editPost: (slug: string) => `${paths.dashboardWriting}/edit/${slug}`,
  /** The editor of a record's translation into one language. */
  translation: (kind: string, id: string, language: string) =>
    `${paths.dashboardTranslations}/${kind}/${encodeURIComponent(id)}/${language}`,
  /** The interface's texts in one language. */
  interfaceTexts: (language: string) => `${paths.dashboardTranslations}/${INTERFACE_SEGMENT}/${language}`,
} as const;
