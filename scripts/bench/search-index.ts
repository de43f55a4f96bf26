// npm run build && npx tsx scripts/bench/search-index.ts
//
// The site search's index for the seed and for 500 posts + 200 projects of generated text: its size on disk (each
// kind of file, raw and gzipped as Hosting serves it), what a search downloads (a first search, nothing cached), and
// the time of each keystroke after a query's first (the same code the browser runs, in Node, the files already
// fetched), beside a reference measured in the same run: a plain substring scan of the same documents' text.
import {
  normaliseText,
  SEARCH_MANIFEST_PATH,
  searchSite,
  type SearchIndexReader,
  type SearchManifest,
} from '@portfolio/common';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { searchIndexFiles } from '../../functions/src/publication/search-files';
import { PAGE_RENDERER_FILE, type PageRenderer } from '../../functions/src/services/page-renderer';
import { generatedCorpus, seedCorpus, type SearchCorpus } from './search-corpus';
import { median, percentile } from './stats';
import { table } from './table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The web app's server renderer as the build bundles it beside the function: its searchDocuments is the publication's. */
const renderer = createRequire(import.meta.url)(
  path.join(root, 'functions/lib', PAGE_RENDERER_FILE),
) as PageRenderer;

type Kind = 'manifest' | 'documents' | 'chunks' | 'fragments';

function kindOf(file: string, manifest: SearchManifest): Kind {
  if (file === SEARCH_MANIFEST_PATH) return 'manifest';
  if (file === manifest.documents) return 'documents';
  return manifest.chunks.some(([, chunk]) => chunk === file) ? 'chunks' : 'fragments';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(2)} ms`;

/** A reader over the published files that records the gzipped bytes of each distinct file a search reads. */
function recordingReader(files: Map<string, Buffer>, gzipped: Map<string, number>) {
  const read = new Set<string>();
  const parsed = new Map<string, unknown>();
  const take = <T>(name: string): T => {
    read.add(name);
    if (!parsed.has(name)) parsed.set(name, JSON.parse(String(files.get(name))));
    return parsed.get(name) as T;
  };
  const reader: SearchIndexReader = {
    manifest: async () => take<SearchManifest>(SEARCH_MANIFEST_PATH),
    file: async <T>(name: string) => take<T>(name),
  };
  const bytes = () => [...read].reduce((total, name) => total + (gzipped.get(name) ?? 0), 0);
  return { reader, bytes };
}

interface CorpusFigures {
  name: string;
  documents: number;
  buildMs: number;
  sizes: Record<Kind, { files: number; raw: number; gzip: number }>;
  searchBytes: number[];
  keystrokeMs: number[];
  scanMs: number[];
}

async function measure(name: string, corpus: SearchCorpus, queries: string[]): Promise<CorpusFigures> {
  const documents = renderer.searchDocuments(corpus.site, corpus.projects, corpus.posts);
  const started = performance.now();
  const files = searchIndexFiles(documents);
  const buildMs = performance.now() - started;
  const manifest = JSON.parse(String(files.get(SEARCH_MANIFEST_PATH))) as SearchManifest;
  const gzipped = new Map([...files].map(([file, bytes]) => [file, gzipSync(bytes).length]));
  const sizes = Object.fromEntries(
    (['manifest', 'documents', 'chunks', 'fragments'] as Kind[]).map((kind) => [
      kind,
      { files: 0, raw: 0, gzip: 0 },
    ]),
  ) as CorpusFigures['sizes'];
  for (const [file, bytes] of files) {
    const size = sizes[kindOf(file, manifest)];
    size.files += 1;
    size.raw += bytes.length;
    size.gzip += gzipped.get(file) ?? 0;
  }
  const texts = documents.map((document) =>
    normaliseText(`${document.title} ${document.tags.join(' ')} ${document.body}`),
  );
  const figures: CorpusFigures = {
    name,
    documents: documents.length,
    buildMs,
    sizes,
    searchBytes: [],
    keystrokeMs: [],
    scanMs: [],
  };
  for (const query of queries) {
    const cold = recordingReader(files, gzipped);
    await searchSite(query, cold.reader);
    figures.searchBytes.push(cold.bytes());
    // Typed a letter at a time from the second; the first keystroke fetches and parses, the later ones are timed.
    const warm = recordingReader(files, gzipped);
    for (let length = 2; length <= query.length; length++) {
      const typed = query.slice(0, length);
      const before = performance.now();
      await searchSite(typed, warm.reader);
      if (length > 2) figures.keystrokeMs.push(performance.now() - before);
      const scanStart = performance.now();
      const needle = normaliseText(typed);
      texts.filter((text) => text.includes(needle));
      figures.scanMs.push(performance.now() - scanStart);
    }
  }
  return figures;
}

function report(all: CorpusFigures[]): void {
  for (const figures of all) {
    const { sizes } = figures;
    const total = Object.values(sizes).reduce(
      (sum, size) => ({ files: sum.files + size.files, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
    console.log(
      `\n${figures.name}: ${figures.documents} documents, index built in ${figures.buildMs.toFixed(0)} ms`,
    );
    const rows = [...Object.entries(sizes), ['total', total] as const].map(([kind, size]) => [
      kind,
      String(size.files),
      kb(size.raw),
      kb(size.gzip),
    ]);
    console.log(table(['files', 'count', 'on disk', 'gzipped'], rows, [false, true, true, true]));
    console.log(
      table(
        ['per search', 'median', 'p95'],
        [
          [
            'downloaded (gzipped, first search)',
            kb(median(figures.searchBytes) ?? 0),
            kb(percentile(figures.searchBytes, 95) ?? 0),
          ],
          [
            'one keystroke after the first',
            ms(median(figures.keystrokeMs)),
            ms(percentile(figures.keystrokeMs, 95)),
          ],
          [
            'reference: substring scan of the text',
            ms(median(figures.scanMs)),
            ms(percentile(figures.scanMs, 95)),
          ],
        ],
        [false, true, true],
      ),
    );
  }
}

/** Queries a visitor might type: words of every frequency (the common ones match the most), some of two words. */
function queriesOf(words: readonly string[]): string[] {
  const ranks = [3, 10, 30, 60, 100, 200, 400, 800, 1500, 3000, 6000, 12000];
  const single = ranks.map((rank) => words[rank] ?? '');
  return [
    ...single,
    ...ranks.slice(0, 6).map((rank, index) => `${words[rank]} ${words[ranks[index + 4] ?? 0]}`),
  ];
}

const SEED_QUERIES = [
  'kotlin',
  'monsoon',
  'cardamom',
  'origami',
  'react shop',
  'booking',
  'typescript express',
];
const generated = generatedCorpus(500, 200);
report([
  await measure('seed', seedCorpus(), SEED_QUERIES),
  await measure('500 posts + 200 projects', generated, queriesOf(generated.words)),
]);
