import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHostingApiStandIn, STAND_IN_TOKEN } from '../testing/hosting-api-stand-in';
import { createHostingApiTarget, HOSTING_VERSIONS_KEPT, PUBLICATION_MANIFEST_PATH } from './hosting-api';
import { HostingApiError } from './hosting-requests';
import type { SiteFiles } from './site-files';

const SITE = 'portfolio-sample-2026';
/** What `firebase deploy` released: the app, with its own /index.html that a publication replaces. */
const DEPLOYED = { '/index.html': 'app shell', '/assets/app.js': 'app code', '/favicon.png': 'icon' };

const files = (entries: Record<string, string>): SiteFiles =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

const PUBLICATION = {
  '/index.html': '<h1>Home</h1>',
  '/about/index.html': '<h1>About</h1>',
  '/project/shopfront/index.html': '<h1>Shopfront</h1>',
  '/media/shopfront.webp': 'image bytes',
};

let standIn: Awaited<ReturnType<typeof startHostingApiStandIn>>;
let target: ReturnType<typeof createHostingApiTarget>;

beforeEach(async () => {
  standIn = await startHostingApiStandIn(SITE);
  standIn.deploy(DEPLOYED);
  target = createHostingApiTarget({
    siteId: SITE,
    accessToken: async () => STAND_IN_TOKEN,
    apiOrigin: standIn.baseUrl,
    siteUrl: standIn.siteUrl,
    pollIntervalMs: 5,
  });
});
afterEach(() => standIn.close());

/** What the live site serves at a path, as text; undefined for a 404. */
async function served(path: string): Promise<string | undefined> {
  const response = await fetch(`${standIn.siteUrl}${path}`);
  return response.ok ? response.text() : undefined;
}

/** The path → hash that populateFiles was sent, over every request of the run. */
function populated(): Map<string, string> {
  const sent = standIn.requests
    .filter((request) => request.path.endsWith(':populateFiles'))
    .flatMap((request) => Object.entries((request.body as { files: Record<string, string> }).files));
  return new Map(sent);
}

describe('the Hosting API target', () => {
  it('names each file by the sha256 of its gzipped bytes, and uploads those bytes', async () => {
    await target.publish(files(PUBLICATION));
    const uploads = standIn.requests.filter((request) => request.path.startsWith('/upload/'));
    for (const [path, text] of Object.entries(PUBLICATION)) {
      const hash = populated().get(path);
      const upload = uploads.find((request) => request.path.endsWith(`/${hash}`));
      const gzipped = upload?.body as Buffer;
      expect(createHash('sha256').update(gzipped).digest('hex'), path).toBe(hash);
      expect(gunzipSync(gzipped).toString(), path).toBe(text);
    }
  });

  it('releases the published files over the deploy: replaced, added, and the deploy’s others kept', async () => {
    const { release } = await target.publish(files(PUBLICATION));
    expect(standIn.liveRelease()).toBe(release);
    expect(await target.liveRelease()).toBe(release);
    expect(standIn.liveVersion()?.status).toBe('FINALIZED');
    expect(await served('/index.html')).toBe('<h1>Home</h1>');
    expect(await served('/about/index.html')).toBe('<h1>About</h1>');
    expect(await served('/assets/app.js')).toBe('app code');
    expect(JSON.parse((await served(PUBLICATION_MANIFEST_PATH)) ?? '{}')).toEqual({
      paths: Object.keys(PUBLICATION).sort(),
    });
  });

  it('uploads only what Hosting asks for: the second time, the one changed file', async () => {
    await target.publish(files(PUBLICATION));
    const before = standIn.uploads().length;
    await target.publish(files({ ...PUBLICATION, '/about/index.html': '<h1>About, edited</h1>' }));
    // The same paths make the same manifest: Hosting holds it already.
    expect(standIn.uploads().slice(before)).toEqual([populated().get('/about/index.html')]);
    expect(await served('/about/index.html')).toBe('<h1>About, edited</h1>');
    const populatedLast = standIn.requests
      .filter((request) => request.path.endsWith(':populateFiles'))
      .at(-1);
    expect(Object.keys((populatedLast?.body as { files: object }).files).sort()).toEqual(
      [...Object.keys(PUBLICATION), PUBLICATION_MANIFEST_PATH].sort(),
    );
  });

  it('uploads the same bytes once when two paths hold them', async () => {
    await target.publish(files({ '/a/index.html': 'same', '/b/index.html': 'same' }));
    const hash = populated().get('/a/index.html');
    expect(populated().get('/b/index.html')).toBe(hash);
    expect(standIn.uploads().filter((uploaded) => uploaded === hash)).toHaveLength(1);
  });

  it('removes a path it published before and publishes no more, and nothing of the deploy', async () => {
    await target.publish(files(PUBLICATION));
    const { '/project/shopfront/index.html': _unpublished, ...rest } = PUBLICATION;
    await target.publish(files(rest));
    expect(await served('/project/shopfront/index.html')).toBeUndefined();
    expect(await served('/about/index.html')).toBe('<h1>About</h1>');
    expect(await served('/assets/app.js')).toBe('app code');
    const clone = standIn.requests.filter((request) => request.path.endsWith('versions:clone')).at(-1);
    expect(clone?.body).toMatchObject({ exclude: { regexes: ['^/project/shopfront/index\\.html$'] } });
  });

  it('leaves the live release untouched when an upload fails half-way', async () => {
    const { release } = await target.publish(files(PUBLICATION));
    standIn.failWhen((request) => (request.path.startsWith('/upload/') ? 500 : undefined));
    const failed = target.publish(files({ ...PUBLICATION, '/index.html': '<h1>Home, edited</h1>' }));
    await expect(failed).rejects.toThrow(HostingApiError);
    await expect(failed).rejects.toThrow(/upload a file: 500/);
    expect(standIn.liveRelease()).toBe(release);
    expect(await target.liveRelease()).toBe(release);
    expect(await served('/index.html')).toBe('<h1>Home</h1>');
    expect(standIn.requests.filter((request) => request.path.endsWith('/releases'))).toHaveLength(1);
    const unfinished = [...standIn.versions.values()].at(-1);
    expect(unfinished?.status).toBe('DELETED');
  });

  it('leaves the live release untouched when the clone fails', async () => {
    const release = standIn.liveRelease();
    standIn.failWhen((request) => (request.path.endsWith('versions:clone') ? 503 : undefined));
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/clone the live version: 503/);
    expect(standIn.liveRelease()).toBe(release);
    expect(standIn.requests.some((request) => request.path.endsWith(':populateFiles'))).toBe(false);
  });

  it('tells a deploy from its own release, and publishes again over the deploy', async () => {
    const { release } = await target.publish(files(PUBLICATION));
    const deployed = standIn.deploy(DEPLOYED);
    expect(await target.liveRelease()).toBe(deployed);
    expect(deployed).not.toBe(release);
    expect(await served('/about/index.html')).toBeUndefined();
    await target.publish(files(PUBLICATION));
    expect(await served('/about/index.html')).toBe('<h1>About</h1>');
  });

  it('sends the bearer token with every request, the uploads included', async () => {
    const refused = createHostingApiTarget({
      siteId: SITE,
      accessToken: async () => 'expired',
      apiOrigin: standIn.baseUrl,
      siteUrl: standIn.siteUrl,
    });
    await expect(refused.publish(files(PUBLICATION))).rejects.toThrow(/401/);
    await target.publish(files(PUBLICATION));
    expect(standIn.uploads().length).toBeGreaterThan(0);
  });

  it('sets how many versions Hosting keeps when the site keeps all, and leaves a number its owner chose', async () => {
    await target.publish(files(PUBLICATION));
    expect(standIn.config.maxVersions).toBe(HOSTING_VERSIONS_KEPT);
    const other = await startHostingApiStandIn(SITE);
    try {
      other.deploy(DEPLOYED);
      other.config.maxVersions = 5;
      await createHostingApiTarget({
        siteId: SITE,
        accessToken: async () => STAND_IN_TOKEN,
        apiOrigin: other.baseUrl,
        siteUrl: other.siteUrl,
        pollIntervalMs: 5,
      }).publish(files(PUBLICATION));
      expect(other.config.maxVersions).toBe(5);
    } finally {
      await other.close();
    }
  });

  it('refuses to publish to a site that was never deployed', async () => {
    const empty = await startHostingApiStandIn(SITE);
    try {
      const never = createHostingApiTarget({
        siteId: SITE,
        accessToken: async () => STAND_IN_TOKEN,
        apiOrigin: empty.baseUrl,
        siteUrl: empty.siteUrl,
      });
      await expect(never.publish(files(PUBLICATION))).rejects.toThrow(/deploy the site first/);
      await expect(never.liveRelease()).rejects.toThrow(/deploy the site first/);
    } finally {
      await empty.close();
    }
  });
});
