import { chunkKeyOf, wordsOf } from './words';

/** What the site's search finds: a post, a project, or one of the site's pages. */
export const SEARCH_KINDS = ['post', 'project', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A public document as the index takes it in. Only what visitors can read reaches one. */
export interface SearchDocument {
  kind: SearchKind;
  title: string;
  url: string;
  /** Technologies or tags: each matches as words, above the body. */
  tags: string[];
  /** Plain text, in reading order. */
  body: string;
  /** ISO date: a newer post comes first among equals. */
  date?: string;
}

/** The fixed-name file naming the current index files: fetched revalidated (`no-cache`), everything else immutable. */
export const SEARCH_MANIFEST_PATH = '/search-index.json';

/** Where a field of a document a word is in: bits, so that one number says all of them. */
export const FIELD = { title: 1, tags: 2, body: 4 } as const;

/** A document's row in the documents table: kind, title, url, date ('' if none), its fragment's file. */
export type DocumentRow = [kind: SearchKind, title: string, url: string, date: string, fragment: string];

/** A chunk of the postings: each word → flat triples [document, field bits, count in the body]. */
export type PostingsChunk = Record<string, number[]>;

/** A document's fragment: the start of its text, for the snippets of the results shown. */
export interface DocumentFragment {
  text: string;
}

export interface SearchManifest {
  /** The documents table's file. */
  documents: string;
  /** [first chunk key, file], sorted: a word's chunk is the last one whose key is not above its own. */
  chunks: [string, string][];
}

/** How the index is split, and how much of a document's text its fragment keeps. */
export const INDEX_LIMITS = { chunkBytes: 16 * 1024, fragmentChars: 6000 } as const;

/** The index as files: JSON text by the name `nameOf` gives it, and the manifest (its own name is fixed). */
export interface SearchIndexFiles {
  manifest: SearchManifest;
  files: Map<string, string>;
}

function postingsOf(documents: readonly SearchDocument[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  documents.forEach((document, index) => {
    const fields = new Map<string, { bits: number; count: number }>();
    const add = (text: string, bit: number) => {
      for (const word of wordsOf(text)) {
        const entry = fields.get(word) ?? { bits: 0, count: 0 };
        entry.bits |= bit;
        if (bit === FIELD.body) entry.count += 1;
        fields.set(word, entry);
      }
    };
    add(document.title, FIELD.title);
    add(document.tags.join(' '), FIELD.tags);
    add(document.body, FIELD.body);
    for (const [word, { bits, count }] of fields) {
      const list = postings.get(word) ?? [];
      list.push(index, bits, count);
      postings.set(word, list);
    }
  });
  return postings;
}

/**
 * The index of the documents as files named by `nameOf` (a content hash, for the publication): a documents table,
 * the postings split into chunks of about `chunkBytes` by the words' first two letters (never splitting one such
 * group, so a word's exact, stemmed and prefix matches are in one chunk), and one fragment per document.
 */
export function buildSearchIndex(
  documents: readonly SearchDocument[],
  nameOf: (json: string) => string,
): SearchIndexFiles {
  const files = new Map<string, string>();
  const store = (json: string) => {
    const name = nameOf(json);
    files.set(name, json);
    return name;
  };
  const rows: DocumentRow[] = documents.map((document) => [
    document.kind,
    document.title,
    document.url,
    document.date ?? '',
    store(JSON.stringify({ text: document.body.slice(0, INDEX_LIMITS.fragmentChars) })),
  ]);
  const groups = new Map<string, PostingsChunk>();
  for (const [word, list] of [...postingsOf(documents)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const key = chunkKeyOf(word);
    groups.set(key, { ...groups.get(key), [word]: list });
  }
  const chunks: [string, string][] = [];
  let current: { key: string; postings: PostingsChunk; bytes: number } | undefined;
  const close = () => {
    if (current) chunks.push([current.key, store(JSON.stringify(current.postings))]);
    current = undefined;
  };
  for (const [key, postings] of groups) {
    const bytes = JSON.stringify(postings).length;
    if (current && current.bytes + bytes > INDEX_LIMITS.chunkBytes) close();
    current ??= { key, postings: {}, bytes: 0 };
    Object.assign(current.postings, postings);
    current.bytes += bytes;
  }
  close();
  return { manifest: { documents: store(JSON.stringify(rows)), chunks }, files };
}

/** The file of the chunk that holds words starting as `word` does, if any chunk can. */
export function chunkFileFor(manifest: SearchManifest, word: string): string | undefined {
  const key = chunkKeyOf(word);
  let found: string | undefined;
  for (const [first, file] of manifest.chunks) {
    if (first > key) break;
    found = file;
  }
  return found;
}
