/** What a restore (or its dry run) does to one kind of thing. */
export type Counts = { added: number; replaced: number; removed: number };

/** What a restore changes, per kind, as the import and its dry run answer. */
export type BackupChanges = {
  projects: Counts;
  posts: Counts;
  versions: Counts;
  files: Counts;
  messages: Counts;
};
