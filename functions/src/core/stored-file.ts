/** A stored file: the URL clients load and the path used to replace or delete it. */
export interface StoredFile {
  url: string;
  path: string;
}
