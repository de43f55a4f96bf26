import {
  chunkFilesFor,
  FIELD,
  type DocumentFragment,
  type DocumentRow,
  type PostingsChunk,
  type SearchKind,
  type SearchManifest,
} from './search-index';
import { snippetOf, type SnippetPart } from './snippet';
import { lookupPrefixOf, queryWords, stemOf } from './words';

/** How many results a search shows (their fragments are fetched for the snippets). */
export const SEARCH_RESULTS_SHOWN = 10;

/** Reads the index's files: over the network in the browser, from memory on the server. */
export interface SearchIndexReader {
  manifest(): Promise<SearchManifest>;
  /** A file the manifest or the documents table names, parsed. */
  file<T>(name: string): Promise<T>;
}

export interface SearchResult {
  kind: SearchKind;
  title: string;
  url: string;
  date?: string;
  /** The text around the first matched word, the matched words marked. */
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: string;
  /** How many documents matched (more than shown when over SEARCH_RESULTS_SHOWN). */
  total: number;
  results: SearchResult[];
  /** Whether the query was longer than searched (cut at SEARCH_QUERY_MAX_LENGTH). */
  cut: boolean;
}

/** How a word of the index matched a word of the query: the exact word, its stem, or (last word) its start. */
const MATCH_WEIGHTS = { exact: 1, stem: 0.6, prefix: 0.4 } as const;

/** A title match above a tag match above a body match, whatever the exactness: title by stem beats body exact. */
function fieldWeight(bits: number, count: number): number {
  if (bits & FIELD.title) return 100;
  if (bits & FIELD.tags) return 60;
  return 10 + Math.min(count, 5);
}

function matchOf(
  term: string,
  word: string,
  stem: string,
  open: boolean,
): keyof typeof MATCH_WEIGHTS | undefined {
  if (term === word) return 'exact';
  if (stemOf(term) === stem) return 'stem';
  if (open && term.startsWith(word)) return 'prefix';
  return undefined;
}

/** Each document's best score for one query word, and the index's words that matched it. */
function scoresFor(chunk: PostingsChunk, word: string, open: boolean) {
  const scores = new Map<number, number>();
  const matched: string[] = [];
  const stem = stemOf(word);
  for (const [term, postings] of Object.entries(chunk)) {
    const match = matchOf(term, word, stem, open);
    if (!match) continue;
    matched.push(term);
    for (let i = 0; i < postings.length; i += 3) {
      const [document = 0, bits = 0, count = 0] = postings.slice(i, i + 3);
      const score = fieldWeight(bits, count) * MATCH_WEIGHTS[match];
      scores.set(document, Math.max(scores.get(document) ?? 0, score));
    }
  }
  return { scores, matched };
}

/**
 * The documents matching every word of the query, best first: the sum of each word's best match (field, then
 * exactness), then the newer first, then by title. Fetches the chunks holding each query word's possible matches
 * (mostly one), the documents table, and the fragments of the results shown.
 */
export async function searchSite(query: string, reader: SearchIndexReader): Promise<SearchAnswer> {
  const { words, open, cut } = queryWords(query);
  const answer: SearchAnswer = { query, total: 0, results: [], cut };
  if (words.length === 0) return answer;
  const manifest = await reader.manifest();
  const files = words.map((word) => chunkFilesFor(manifest, lookupPrefixOf(word)));
  if (files.some((list) => list.length === 0)) return answer;
  const [rows, chunks] = await Promise.all([
    reader.file<DocumentRow[]>(manifest.documents),
    Promise.all(
      files.map(async (list) =>
        Object.assign({}, ...(await Promise.all(list.map((file) => reader.file<PostingsChunk>(file))))),
      ),
    ),
  ]);
  let total: Map<number, number> | undefined;
  const highlighted: string[] = [];
  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    const { scores, matched } = scoresFor(chunks[index] ?? {}, word, open && isLast);
    highlighted.push(...matched);
    const next = new Map<number, number>();
    for (const [document, score] of scores) {
      if (!total || total.has(document)) next.set(document, (total?.get(document) ?? 0) + score);
    }
    total = next;
  });
  const ranked = [...(total ?? [])]
    .flatMap(([document, score]) => {
      const row = rows[document];
      return row ? [{ row, score }] : [];
    })
    .sort(
      (a, b) => b.score - a.score || b.row[3].localeCompare(a.row[3]) || a.row[1].localeCompare(b.row[1]),
    );
  const shown = ranked.slice(0, SEARCH_RESULTS_SHOWN);
  const fragments = await Promise.all(shown.map(({ row }) => reader.file<DocumentFragment>(row[4])));
  answer.total = ranked.length;
  answer.results = shown.map(({ row: [kind, title, url, date] }, index) => ({
    kind,
    title,
    url,
    ...(date && { date }),
    snippet: snippetOf(fragments[index]?.text ?? '', highlighted),
  }));
  return answer;
}
