// What the Hosting target must not do on a real site: undo a deploy that went live meanwhile, release after the
// lease was lost, leave versions behind, or trust what the CDN serves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostingFixture, type HostingFixture } from '../testing/hosting-target-fixture';
import { DEPLOYED, files, PUBLICATION } from '../testing/hosting-target-fixture';
import { HostingApiError } from './hosting-requests';

/** A newer `firebase deploy`: its own app files. */
const REDEPLOYED = {
  '/index.html': 'app shell 2',
  '/assets/app.v2.js': 'app code 2',
  '/favicon.png': 'icon',
};

let fixture: HostingFixture;
beforeEach(async () => {
  fixture = await hostingFixture();
});
afterEach(() => fixture.standIn.close());

/** The ids of the versions the stand-in holds in this status. */
const versionsIn = (status: string) =>
  [...fixture.standIn.versions.values()].filter((version) => version.status === status).map(({ id }) => id);

describe('the Hosting API target on a live site', () => {
  it('does not undo a deploy that went live between its clone and its release: it publishes on top of it', async () => {
    const { standIn, target } = fixture;
    standIn.deployDuringNextPublication(REDEPLOYED);
    const { version } = await target.publish(files(PUBLICATION));
    expect(await target.liveVersion()).toBe(version);
    // The deploy's own files stay (its new script included), the publication's pages are over them.
    expect(standIn.liveFiles()).toEqual({ ...REDEPLOYED, ...PUBLICATION });
    expect(fixture.calls(/versions:clone$/)).toHaveLength(2);
    // The version cloned from the older deploy was never released, and is deleted.
    const releasedVersions = new Set(standIn.releases.map((release) => release.versionId));
    expect(versionsIn('DELETED').filter((id) => releasedVersions.has(id))).toEqual([]);
    expect(versionsIn('DELETED')).toHaveLength(1);
  });

  it('gives up when the live version changes before every release, and releases nothing', async () => {
    const { standIn, target } = fixture;
    let deploys = 0;
    const beforeRelease = async () => {
      standIn.deploy({ ...DEPLOYED, '/assets/app.js': `app code ${++deploys}` });
    };
    const failed = target.publish(files(PUBLICATION), { beforeRelease });
    await expect(failed).rejects.toThrow(HostingApiError);
    await expect(failed).rejects.toThrow(/live version changed/);
    expect(deploys).toBe(3);
    expect(fixture.calls(/\/releases$/)).toHaveLength(0);
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, '/assets/app.js': 'app code 3' });
    expect(versionsIn('DELETED')).toHaveLength(3);
  });

  it('releases nothing when beforeRelease throws (the lease was lost), and deletes its version', async () => {
    const { standIn, target } = fixture;
    const before = standIn.liveVersion()?.id;
    const beforeRelease = async () => {
      throw new Error('a newer publication holds the lease');
    };
    await expect(target.publish(files(PUBLICATION), { beforeRelease })).rejects.toThrow(/holds the lease/);
    expect(standIn.liveVersion()?.id).toBe(before);
    expect(fixture.calls(/\/releases$/)).toHaveLength(0);
    expect([...standIn.versions.values()].at(-1)?.status).toBe('DELETED');
  });

  it('deletes a finalized version the API refused to release', async () => {
    const { standIn, target } = fixture;
    standIn.addFaults([{ method: 'POST', pathPattern: '/releases$', status: 400, times: 1 }]);
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/release the version: 400/);
    const made = [...standIn.versions.values()].at(-1);
    expect(made?.id).not.toBe(standIn.liveVersion()?.id);
    expect(made?.status).toBe('DELETED');
  });

  it('throws when, after its release, another version is live; and keeps its own released version', async () => {
    const { standIn, target } = fixture;
    let released = false;
    // A deploy that lands right after the release: the next read of the live channel sees it.
    standIn.failWhen((request) => {
      if (request.path.endsWith('/releases')) released = true;
      else if (released && request.path.endsWith('/channels/live')) {
        released = false;
        standIn.deploy(REDEPLOYED);
      }
      return undefined;
    });
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/confirm the release/);
    const ours = standIn.releases.at(-2)?.versionId ?? '';
    expect(standIn.versions.get(ours)?.status).toBe('FINALIZED');
    expect(standIn.liveFiles()).toEqual(REDEPLOYED);
  });

  it('throws when the clone operation ends with an error, without trying it again, and leaves live untouched', async () => {
    const { standIn, target } = fixture;
    const before = standIn.liveVersion()?.id;
    standIn.nextClones('error');
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(
      /clone the live version: 13 the clone failed/,
    );
    expect(fixture.calls(/versions:clone$/)).toHaveLength(1);
    expect(fixture.calls(/:populateFiles$/)).toHaveLength(0);
    expect(standIn.liveVersion()?.id).toBe(before);
  });

  it('deletes the version of a clone that timed out once it turns up, at the next publication', async () => {
    const { standIn } = fixture;
    const target = fixture.makeTarget({ cloneTimeoutMs: 30 });
    standIn.nextClones('stall');
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/clone the live version: 0 timed out/);
    standIn.finishStalledClones();
    const { version } = await target.publish(files(PUBLICATION));
    const late = standIn.operations().find((operation) => operation.versionId !== version);
    expect(late?.versionId).toBeDefined();
    expect(standIn.versions.get(late?.versionId ?? '')?.status).toBe('DELETED');
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
  });

  it('removes a page it no longer publishes though the CDN serves an older release: it reads nothing through it', async () => {
    const { standIn, target } = fixture;
    const { '/project/shopfront/index.html': shopfront, ...rest } = PUBLICATION;
    await target.publish(files(rest));
    await target.publish(files({ ...rest, '/project/shopfront/index.html': shopfront }));
    // The CDN now answers with the release before: a publication that trusted it would not know of the shopfront.
    standIn.staleCdn(true);
    expect((await fetch(`${standIn.siteUrl}/project/shopfront/index.html`)).status).toBe(404);
    const cdnBefore = standIn.cdnRequests();
    await target.publish(files(rest));
    expect(standIn.cdnRequests()).toBe(cdnBefore);
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...rest });
  });
});
