import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHostingApiStandIn } from '../testing/hosting-api-stand-in';
import { hostingFixture, type HostingFixture } from '../testing/hosting-target-fixture';
import { DEPLOYED, files, PUBLICATION } from '../testing/hosting-target-fixture';
import { HostingApiError } from './hosting-requests';

let fixture: HostingFixture;
beforeEach(async () => {
  fixture = await hostingFixture();
});
afterEach(() => fixture.standIn.close());

/** The path → hash that populateFiles was sent, over every request of the run. */
function populated(): Map<string, string> {
  const sent = fixture
    .calls(/:populateFiles$/)
    .flatMap((request) => Object.entries((request.body as { files: Record<string, string> }).files));
  return new Map(sent);
}

describe('the Hosting API target', () => {
  it('names each file by the sha256 of its gzipped bytes, and uploads those bytes', async () => {
    await fixture.target.publish(files(PUBLICATION));
    const uploads = fixture.calls(/^POST \/upload\//);
    for (const [path, text] of Object.entries(PUBLICATION)) {
      const hash = populated().get(path);
      const upload = uploads.find((request) => request.path.endsWith(`/${hash}`));
      const gzipped = upload?.body as Buffer;
      expect(createHash('sha256').update(gzipped).digest('hex'), path).toBe(hash);
      expect(gunzipSync(gzipped).toString(), path).toBe(text);
    }
  });

  it('releases the published files over the deploy: replaced, added, and the deploy’s others kept', async () => {
    const { standIn, target } = fixture;
    const { version } = await target.publish(files(PUBLICATION));
    expect(standIn.liveVersion()?.id).toBe(version);
    expect(await target.liveVersion()).toBe(version);
    expect(standIn.liveVersion()?.status).toBe('FINALIZED');
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
    // No file of the publication's own: what it published is kept by version, outside the site.
    expect(Object.keys(fixture.publishedFiles.byVersion.get(version) ?? {}).sort()).toEqual(
      Object.keys(PUBLICATION).sort(),
    );
  });

  it('releases nothing when nothing changed since the live publication', async () => {
    const { version } = await fixture.target.publish(files(PUBLICATION));
    const requestsBefore = fixture.standIn.requests.length;
    expect(await fixture.target.publish(files(PUBLICATION))).toEqual({ version });
    const made = fixture.standIn.requests.slice(requestsBefore).map((request) => request.method);
    expect(made.every((method) => method === 'GET')).toBe(true);
    expect(fixture.standIn.liveVersion()?.id).toBe(version);
    // One changed byte is a change.
    const next = await fixture.target.publish(files({ ...PUBLICATION, '/index.html': '<h1>Home!</h1>' }));
    expect(next.version).not.toBe(version);
  });

  it('releases on the live channel, as firebase-tools does', async () => {
    const { version } = await fixture.target.publish(files(PUBLICATION));
    const [release] = fixture.calls(/^POST .*\/releases$/);
    expect(release?.path).toBe(`/v1beta1/sites/${fixture.standIn.site}/channels/live/releases`);
    expect(release?.query.get('versionName')).toBe(`sites/${fixture.standIn.site}/versions/${version}`);
  });

  it('uploads only what Hosting asks for: the second time, the one changed file', async () => {
    await fixture.target.publish(files(PUBLICATION));
    const before = fixture.standIn.uploads().length;
    await fixture.target.publish(files({ ...PUBLICATION, '/about/index.html': '<h1>About, edited</h1>' }));
    expect(fixture.standIn.uploads().slice(before)).toEqual([populated().get('/about/index.html')]);
    expect(fixture.live('/about/index.html')).toBe('<h1>About, edited</h1>');
    const populatedLast = fixture.calls(/:populateFiles$/).at(-1);
    expect(Object.keys((populatedLast?.body as { files: object }).files).sort()).toEqual(
      Object.keys(PUBLICATION).sort(),
    );
  });

  it('uploads the same bytes once when two paths hold them', async () => {
    await fixture.target.publish(files({ '/a/index.html': 'same', '/b/index.html': 'same' }));
    const hash = populated().get('/a/index.html');
    expect(populated().get('/b/index.html')).toBe(hash);
    expect(fixture.standIn.uploads().filter((uploaded) => uploaded === hash)).toHaveLength(1);
  });

  it('removes a path it published before and publishes no more, and nothing of the deploy', async () => {
    await fixture.target.publish(files(PUBLICATION));
    const { '/project/shopfront/index.html': _unpublished, ...rest } = PUBLICATION;
    await fixture.target.publish(files(rest));
    expect(fixture.standIn.liveFiles()).toEqual({ ...DEPLOYED, ...rest });
    const clone = fixture.calls(/versions:clone$/).at(-1);
    expect(clone?.body).toMatchObject({ exclude: { regexes: ['^/project/shopfront/index\\.html$'] } });
  });

  it('leaves the live version untouched when an upload keeps failing, and deletes its own', async () => {
    const { standIn, target } = fixture;
    const { version } = await target.publish(files(PUBLICATION));
    standIn.failWhen((request) => (request.path.startsWith('/upload/') ? 500 : undefined));
    const failed = target.publish(files({ ...PUBLICATION, '/index.html': '<h1>Home, edited</h1>' }));
    await expect(failed).rejects.toThrow(HostingApiError);
    await expect(failed).rejects.toThrow(/upload a file: 500/);
    expect(await target.liveVersion()).toBe(version);
    expect(fixture.live('/index.html')).toBe('<h1>Home</h1>');
    expect(fixture.calls(/\/releases$/)).toHaveLength(1);
    expect([...standIn.versions.values()].at(-1)?.status).toBe('DELETED');
  });

  it('leaves the live version untouched when the clone keeps failing', async () => {
    const release = fixture.standIn.liveRelease();
    fixture.standIn.failWhen((request) => (request.path.endsWith('versions:clone') ? 503 : undefined));
    await expect(fixture.target.publish(files(PUBLICATION))).rejects.toThrow(/clone the live version: 503/);
    expect(fixture.standIn.liveRelease()).toBe(release);
    expect(fixture.calls(/:populateFiles$/)).toHaveLength(0);
  });

  it('tells a deploy from its own release, and publishes again over the deploy', async () => {
    const { standIn, target } = fixture;
    const { version } = await target.publish(files(PUBLICATION));
    const deployed = standIn.deploy(DEPLOYED);
    expect(await target.liveVersion()).toBe(deployed.version);
    expect(deployed.version).not.toBe(version);
    expect(fixture.live('/about/index.html')).toBeUndefined();
    await target.publish(files(PUBLICATION));
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
  });

  it('sends the bearer token with every request, the uploads included; a 401 is not tried again', async () => {
    const refused = fixture.makeTarget({ accessToken: async () => 'expired' });
    await expect(refused.publish(files(PUBLICATION))).rejects.toThrow(/401/);
    expect(fixture.standIn.requests.filter((request) => request.status === 401)).toHaveLength(1);
    await fixture.target.publish(files(PUBLICATION));
    expect(fixture.standIn.uploads().length).toBeGreaterThan(0);
  });

  it('refuses to publish to a site that was never deployed', async () => {
    const empty = await startHostingApiStandIn();
    try {
      const never = fixture.makeTarget({ apiOrigin: empty.baseUrl, firebaseApiOrigin: empty.baseUrl });
      await expect(never.publish(files(PUBLICATION))).rejects.toThrow(/deploy the site first/);
      await expect(never.liveVersion()).rejects.toThrow(/deploy the site first/);
    } finally {
      await empty.close();
    }
  });
});
