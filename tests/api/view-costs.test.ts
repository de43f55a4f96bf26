// What a hostile visitor's beacons and list requests cost: a bot's beacon reads nothing, unknown or varied pages are
// looked up in a list the instance keeps, a burst from one client counts once however the platform spreads it, and
// a new query string on the public list of posts (a CDN miss) reads no post. Run on the API's app in this process,
// where Firestore's reads can be watched.
import { DocumentReference, Query } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BurstLimit } from '../../functions/src/http/burst-limit';
import { createAccount, type TestAccount } from './accounts';
import { startInProcessApi } from './in-process-api';
import { createdPost } from './post-fixtures';
import { DESKTOP_CHROME, sendView, today, viewsOf, visitStats } from './views';

let admin: TestAccount;
let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
let postPath: string;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
  postPath = `/writing/${(await createdPost(admin, { title: 'Counted once a day' })).slug}`;
  inProcess = await startInProcessApi();
});
afterAll(() => inProcess.close());
afterEach(() => vi.restoreAllMocks());

/** Counts Firestore's document and query reads from here on (the app runs in this process). */
function watchReads() {
  const documents = vi.spyOn(DocumentReference.prototype, 'get');
  const queries = vi.spyOn(Query.prototype, 'get');
  return { documents: () => documents.mock.calls.length, queries: () => queries.mock.calls.length };
}

/** As when the platform spreads a burst over many instances: each one's burst limit lets its share through. */
const burstSpreadOverInstances = () => vi.spyOn(BurstLimit.prototype, 'allow').mockReturnValue(true);

const view = (path: string, headers: Record<string, string> = {}) =>
  sendView({ path }, headers, undefined, inProcess.base).then((response) => response.status);

describe('a beacon', () => {
  it('from a bot, for a post’s page or any other, is answered without a read', async () => {
    const reads = watchReads();
    const paths = [
      postPath,
      '/writing/no-such-post',
      '/project/no-such-project',
      `/project/${'x'.repeat(400)}`,
    ];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        view(paths[index % paths.length]!, { 'User-Agent': 'curl/8.5.0' }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(reads.documents()).toBe(0);
    expect(reads.queries()).toBe(0);
  });

  it('for unknown, varied or very long pages reads at most the list of public pages, once', async () => {
    burstSpreadOverInstances();
    const reads = watchReads();
    const paths = (index: number) => [
      `/writing/no-such-post-${index}`,
      `/project/no-such-project-${index}`,
      `/project/${'x'.repeat(400)}${index}`,
      `/project/%6Eo-such-${index}`,
    ];
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => paths(index).map((path) => view(path))).flat(),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(reads.documents()).toBe(0);
    // The projects' flags and the published posts' ids, read once for every beacon.
    expect(reads.queries()).toBeLessThanOrEqual(2);
  });
});

describe('a beacon for a variant of a page’s path', () => {
  // Through the emulators (the app here has no page renderer to list the site's pages): refused from its form alone.
  it('with a query string or a trailing slash is a 400, never a lookup or a count', async () => {
    for (const path of [`${postPath}?utm=1`, `${postPath}/`, `${postPath}#top`, '/about?ref=1', '/about/']) {
      expect((await sendView({ path })).status, path).toBe(400);
    }
  });
});

describe('a burst of 50 beacons from one client', () => {
  it('counts once, however many instances it reaches, and in any spelling of the page', async () => {
    burstSpreadOverInstances();
    const client = { 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': '198.51.100.23' };
    const before = await visitStats(admin);
    const spellings = [postPath, postPath.replace('/writing/', '/%77riting/')];
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => view(spellings[index % 2]!, client)),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
    const after = await visitStats(admin);
    expect(viewsOf(after, postPath)).toBe(viewsOf(before, postPath) + 1);
    expect(today(after).views).toBe(today(before).views + 1);

    // Another visitor (another browser on the same network) is another view.
    expect(await view(postPath, { ...client, 'User-Agent': `${DESKTOP_CHROME} Edg/131.0.0.0` })).toBe(204);
    expect(viewsOf(await visitStats(admin), postPath)).toBe(viewsOf(before, postPath) + 2);
  });
});

describe('the public list of posts', () => {
  it('answers a new query string (a CDN miss) without reading a post', async () => {
    const list = (query: string) =>
      fetch(`${inProcess.base}/posts${query}`).then((response) => response.status);
    // Until the instance's listener has its first snapshot, lists are read; then they are kept.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const reads = watchReads();
      expect(await list('')).toBe(200);
      const read = reads.queries();
      vi.restoreAllMocks();
      if (read === 0) break;
      await sleep(100);
    }
    const reads = watchReads();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => list(`?x=${index}&tag=${index % 2 ? 'typescript' : 'none'}`)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(reads.queries()).toBe(0);
    expect(reads.documents()).toBe(0);
  });
});
