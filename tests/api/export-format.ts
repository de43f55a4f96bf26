// The export's entries as the tests read them (format: functions/src/backups/archive-writer.ts): each document as
// `{ id, data }` (projects and posts with `trashed`), and manifest.json's `files`, the storage paths it holds.

export interface ExportedDoc {
  id: string;
  data: Record<string, unknown>;
  trashed?: boolean;
}

const parse = <T>(entries: Map<string, Buffer>, name: string): T =>
  JSON.parse(entries.get(name)?.toString() ?? 'null') as T;

export const exportedDocs = (entries: Map<string, Buffer>, name: string): ExportedDoc[] =>
  parse<ExportedDoc[]>(entries, name);

/** The site's content document (`site/content`). */
export const exportedSite = (entries: Map<string, Buffer>): Record<string, unknown> =>
  parse<{ content: ExportedDoc[] }>(entries, 'site.json').content.find((doc) => doc.id === 'content')?.data ??
  {};

/** The archive's entry of every file the export holds, as manifest.json lists them. */
export const exportedFiles = (entries: Map<string, Buffer>): string[] =>
  Object.keys(parse<{ files: Record<string, unknown> }>(entries, 'manifest.json').files).map(
    (path) => `media/${path}`,
  );

/** The files of the archive that a document names (its paths, anywhere in its data). */
export const filesOfDoc = (entries: Map<string, Buffer>, doc: ExportedDoc): string[] => {
  const text = JSON.stringify(doc.data);
  return exportedFiles(entries).filter((name) => text.includes(`"${name.slice('media/'.length)}"`));
};
