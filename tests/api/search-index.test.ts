// The site's search index, written by the publication with the pages: what it finds, what it never holds (a
// draft's word is in no published file at all), what drops out at the next publication, and the search page the
// function renders for a browser without JavaScript.
import {
  searchSite,
  SEARCH_MANIFEST_PATH,
  type SearchIndexReader,
  type SearchManifest,
} from '@portfolio/common';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, SITE_ORIGIN } from './api-client';
import { projectsMadeHere } from './fixtures';
import { createdPost } from './post-fixtures';
import { untilPublished } from './publication-status';

const SERVED_FOLDER = path.join(import.meta.dirname, '../../web/dist');
/** Words no other text of the site has: each names what it was put in, and this run. */
const RUN = Date.now().toString(36);
const word = (what: string) => `zq${what}${RUN}`;

let admin: TestAccount;
const made = projectsMadeHere(() => admin);
const postSlugs: string[] = [];

/** Every file under web/dist, where the local target publishes (and the build put the app). */
async function servedFiles(folder = SERVED_FOLDER): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? servedFiles(full) : [full];
    }),
  );
  return nested.flat();
}

/** The published files whose bytes contain `text`, by path under web/dist. */
async function filesContaining(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await servedFiles()) {
    if ((await readFile(file)).includes(text)) found.push(path.relative(SERVED_FOLDER, file));
  }
  return found;
}

/** The published index read as the browser reads it, through Hosting. */
const servedIndex: SearchIndexReader = {
  manifest: async () =>
    (await (await fetch(`${SITE_ORIGIN}${SEARCH_MANIFEST_PATH}`)).json()) as SearchManifest,
  file: async <T>(name: string) => (await (await fetch(`${SITE_ORIGIN}${name}`)).json()) as T,
};
const titlesFound = async (query: string) =>
  (await searchSite(query, servedIndex)).results.map((result) => result.title);
const searchPage = (query: string) =>
  fetch(`${SITE_ORIGIN}/search?q=${encodeURIComponent(query)}`, { headers: { Accept: 'text/html' } });

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});
afterAll(async () => {
  for (const slug of postSlugs) {
    await api(`/posts/${slug}`, { method: 'DELETE', headers: admin.bearer });
    await api(`/post-trash/${slug}`, { method: 'DELETE', headers: admin.bearer });
  }
  await untilPublished(admin);
});

async function post(title: string, body: string, published = true) {
  const created = await createdPost(admin, { title, body, tags: [], published });
  postSlugs.push(created.slug);
  return created;
}

describe('the published search index', () => {
  it('finds a published post’s word; a draft post’s and a draft project’s words are in no published file', async () => {
    await post('Search index: published', `A body with ${word('post')} in it.`);
    await post('Search index: draft', `A draft with ${word('draft')} in it.`, false);
    await made.added({
      title: 'Search index draft project',
      description: `Has ${word('drafted')}.`,
      published: 'false',
    });
    await untilPublished(admin);

    expect(await titlesFound(word('post'))).toEqual(['Search index: published']);
    expect(await filesContaining(word('post'))).not.toEqual([]);
    expect(await filesContaining(word('draft'))).toEqual([]);
    expect(await filesContaining(word('drafted'))).toEqual([]);
    expect(await filesContaining('Search index draft project')).toEqual([]);
    expect(await titlesFound(word('draft'))).toEqual([]);
  });

  it('serves the manifest revalidated and the files it names immutable', async () => {
    const manifest = await fetch(`${SITE_ORIGIN}${SEARCH_MANIFEST_PATH}`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { documents } = (await manifest.json()) as SearchManifest;
    const table = await fetch(`${SITE_ORIGIN}${documents}`);
    expect(table.status).toBe(200);
    expect(table.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('drops a post trashed, and a project unpublished, at the next publication', async () => {
    const gone = await post('Search index: to trash', `Soon gone: ${word('trashed')}.`);
    const project = await made.added({
      title: 'Search index project',
      description: `Has ${word('unpublished')}.`,
    });
    await untilPublished(admin);
    expect(await titlesFound(word('trashed'))).toEqual(['Search index: to trash']);
    expect(await titlesFound(word('unpublished'))).toEqual(['Search index project']);

    expect((await api(`/posts/${gone.slug}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(200);
    const unpublish = { method: 'PATCH', headers: admin.bearer, json: { published: false } } as const;
    expect((await api(`/projects/${project._id}`, unpublish)).status).toBe(200);
    await untilPublished(admin);

    expect(await titlesFound(word('trashed'))).toEqual([]);
    expect(await titlesFound(word('unpublished'))).toEqual([]);
    expect(await filesContaining(word('trashed'))).toEqual([]);
    expect(await filesContaining(word('unpublished'))).toEqual([]);
  });
});

describe('the search page without JavaScript', () => {
  it('is rendered by the function with the results, the query in the field, and not indexed', async () => {
    await post('Search page: found', `A body with ${word('page')} in it.`);
    await untilPublished(admin);
    const response = await searchPage(word('page'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Search page: found');
    expect(html).toMatch(new RegExp(`<mark[^>]*>${word('page')}</mark>`));
    expect(html).toContain(`value="${word('page')}"`);
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('says so when nothing matches, or nothing was asked', async () => {
    expect(await (await searchPage(word('nowhere'))).text()).toContain(`No results for “${word('nowhere')}”`);
    expect(await (await searchPage('')).text()).toContain('Type a word to search');
  });

  it('answers a 2 KB query and control characters with a page, never a failure', async () => {
    const long = await searchPage('kotlin '.repeat(300));
    expect(long.status).toBe(200);
    expect(await long.text()).toContain('Only the first 100 characters of your search were used.');
    const control = await searchPage('\u0000\u0007kotlin\u001b');
    expect(control.status).toBe(200);
    expect(await control.text()).toContain('Coroutines on Android');
  });
});
