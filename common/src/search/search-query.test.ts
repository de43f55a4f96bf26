import { describe, expect, it } from 'vitest';
import { memorySearchReader } from './memory-reader';
import { buildSearchIndex, chunkFilesFor, INDEX_LIMITS, type SearchDocument } from './search-index';
import { searchSite, SEARCH_RESULTS_SHOWN, type SearchIndexReader } from './search-query';
import { lookupPrefixOf } from './words';

function doc(fields: Partial<SearchDocument> & Pick<SearchDocument, 'title'>): SearchDocument {
  return { kind: 'post', url: `/${fields.title.replace(/\W+/g, '-')}`, tags: [], body: '', ...fields };
}

const DOCUMENTS = [
  doc({ title: 'Notes', body: 'A booking form for a clinic.', date: '2026-01-01' }),
  doc({ title: 'Booking API', kind: 'project', body: 'Appointments.', tags: ['Node JS'] }),
  doc({ title: 'Bookings at scale', body: 'Queues.' }),
  doc({ title: 'Older post', body: 'A booking form again.', date: '2025-01-01' }),
  doc({ title: 'Kotlin tips', tags: ['Kotlin', 'Android'], body: 'Coroutines.' }),
  doc({ title: 'About Me', kind: 'page', url: '/about', body: 'I fold origami.' }),
];

const search = (query: string) => searchSite(query, memorySearchReader(DOCUMENTS));
const titles = async (query: string) => (await search(query)).results.map((result) => result.title);

describe('searchSite: ranking', () => {
  it('puts a title match above a body match, and the exact word above its stem', async () => {
    expect(await titles('booking ')).toEqual(['Booking API', 'Bookings at scale', 'Notes', 'Older post']);
  });

  it('puts the newer first among equals', async () => {
    expect(await titles('form ')).toEqual(['Notes', 'Older post']);
  });

  it('matches technologies and tags as words, above the body', async () => {
    expect(await titles('kotlin')).toEqual(['Kotlin tips']);
    expect(await titles('node')).toEqual(['Booking API']);
  });

  it('needs every word, and matches the last one as typed so far by its start', async () => {
    expect(await titles('booking clin')).toEqual(['Notes']);
    expect(await titles('booking clin ')).toEqual([]);
    expect(await titles('origa')).toEqual(['About Me']);
  });

  it('answers kind, title, link and date of each result', async () => {
    const [result] = (await search('origami')).results;
    expect(result).toMatchObject({ kind: 'page', title: 'About Me', url: '/about' });
    expect((await search('notes')).results[0]?.date).toBe('2026-01-01');
  });

  it('finds nothing for an empty query, a stop word, or a word no document has', async () => {
    for (const query of ['', '   ', 'the', 'zebra', '\u0000\u0001']) {
      expect(await search(query)).toMatchObject({ total: 0, results: [] });
    }
  });

  it('shows at most SEARCH_RESULTS_SHOWN results and counts them all', async () => {
    const many = Array.from({ length: 30 }, (_item, index) =>
      doc({ title: `Post ${index}`, body: 'shared' }),
    );
    const answer = await searchSite('shared', memorySearchReader(many));
    expect(answer.total).toBe(30);
    expect(answer.results).toHaveLength(SEARCH_RESULTS_SHOWN);
  });
});

describe('searchSite: what it reads', () => {
  it('reads the manifest, the documents table, the chunks of the word’s start, and the shown results’ fragments', async () => {
    const many = Array.from({ length: 1200 }, (_item, index) =>
      doc({
        title: `Post ${index}`,
        body: `word${index} alpha${index} common ${index === 7 ? 'zebra' : ''}`,
      }),
    );
    let count = 0;
    const { manifest, files } = buildSearchIndex(many, () => `file-${(count += 1)}`);
    expect(manifest.chunks.length).toBeGreaterThan(2);
    const read: string[] = [];
    const reader: SearchIndexReader = {
      manifest: async () => manifest,
      file: async <T>(name: string) => {
        read.push(name);
        return JSON.parse(files.get(name) ?? 'null') as T;
      },
    };
    const answer = await searchSite('zebra ', reader);
    expect(answer.results.map((result) => result.title)).toEqual(['Post 7']);
    const chunks = chunkFilesFor(manifest, lookupPrefixOf('zebra'));
    expect(chunks).toHaveLength(1);
    expect(read).toEqual([manifest.documents, ...chunks, expect.any(String)]);
  });

  it('keeps every chunk near its size, in the words’ order, and finds a word over chunks', async () => {
    const many = Array.from({ length: 2000 }, (_item, index) =>
      doc({ title: `t${index}`, body: `ab${index} ac${index}` }),
    );
    let count = 0;
    const { manifest, files } = buildSearchIndex(many, () => `f${(count += 1)}`);
    const sizes = manifest.chunks.map(([, file]) => files.get(file)?.length ?? 0);
    expect(Math.max(...sizes)).toBeLessThan(INDEX_LIMITS.chunkBytes * 1.2);
    const firsts = manifest.chunks.map(([first]) => first);
    expect([...firsts].sort()).toEqual(firsts);
    expect(chunkFilesFor(manifest, 'ab').length).toBeGreaterThan(1);
    const answer = await searchSite('ab1999', memorySearchReader(many));
    expect(answer.results.map((result) => result.title)).toEqual(['t1999']);
    expect((await searchSite('ab', memorySearchReader(many))).total).toBe(2000);
  });
});
