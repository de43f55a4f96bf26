import { SEARCH_MANIFEST_PATH, type SearchIndexReader, type SearchManifest } from '@portfolio/common';
import { pageLanguageBase } from '@/lib/language-prefix';

/** The request key of a search's answer: the server renders `/search?q=…` with it, the page takes it from there. */
export const searchRequestKey = (query: string) => `search:${query}`;

let manifest: Promise<SearchManifest> | undefined;
const files = new Map<string, Promise<unknown>>();

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Keeps a failed read out of the cache, so that the next search asks again. */
function remembered<T>(
  cache: Map<string, Promise<unknown>>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const known = cache.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, reading);
  return reading;
}

/** Each language's pages have their own index, under their path prefix (the router's base). */
const searchManifestPath = () => `${pageLanguageBase() ?? ''}${SEARCH_MANIFEST_PATH}`;

/**
 * The published index, read over the network as a search needs it: the manifest once per page (revalidated: it names
 * the current files), then only the files a search asks for, each once (immutable, kept by the browser).
 */
export const browserSearchIndex: SearchIndexReader = {
  manifest: () =>
    (manifest ??= fetchJson<SearchManifest>(searchManifestPath(), { cache: 'no-cache' }).catch(
      (error: unknown) => {
        manifest = undefined;
        throw error;
      },
    )),
  file: <T>(name: string) => remembered(files, name, () => fetchJson<T>(name)),
};

/** Forgets the manifest: a publication since the page loaded may have replaced the files it named. */
export function forgetSearchManifest(): void {
  manifest = undefined;
}
