import { wordsOf } from './words';

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
  /** [first word, file], sorted: a chunk holds the words from its first to the next chunk's first. */
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

/** A document's text for its snippets: its tags first (a match there shows too), then the start of its body. */
function fragmentText({ tags, body }: SearchDocument): string {
  return [tags.join(' · '), body].filter(Boolean).join(' — ').slice(0, INDEX_LIMITS.fragmentChars);
}

/**
 * The index of the documents as files named by `nameOf` (a content hash, for the publication): a documents table,
 * the postings of the words in their sorted order, split into chunks of about `chunkBytes`, and one fragment per
 * document.
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
    store(JSON.stringify({ text: fragmentText(document) })),
  ]);
  const chunks: [string, string][] = [];
  let current: { first: string; postings: PostingsChunk; bytes: number } | undefined;
  const close = () => {
    if (current) chunks.push([current.first, store(JSON.stringify(current.postings))]);
    current = undefined;
  };
  for (const [word, list] of [...postingsOf(documents)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const bytes = word.length + list.join(',').length + 6;
    if (current && current.bytes + bytes > INDEX_LIMITS.chunkBytes) close();
    current ??= { first: word, postings: {}, bytes: 0 };
    current.postings[word] = list;
    current.bytes += bytes;
  }
  close();
  return { manifest: { documents: store(JSON.stringify(rows)), chunks }, files };
}

/** The files of the chunks that hold the words starting with `prefix`: the one it falls in, and those after it. */
export function chunkFilesFor(manifest: SearchManifest, prefix: string): string[] {
  const files: string[] = [];
  for (const [first, file] of manifest.chunks) {
    if (first <= prefix) files.splice(0, files.length, file);
    else if (first.startsWith(prefix)) files.push(file);
    else break;
  }
  return files;
}
