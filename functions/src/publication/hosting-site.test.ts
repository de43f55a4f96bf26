// Which site the Hosting target publishes to, how it reads the names the API answers, and how many releases it
// has the live channel keep.
import { afterEach, describe, expect, it } from 'vitest';
import type { NameForm, StandInOptions } from '../testing/hosting-api-stand-in';
import { hostingFixture, type HostingFixture } from '../testing/hosting-target-fixture';
import { DEPLOYED, files, PUBLICATION } from '../testing/hosting-target-fixture';
import { HOSTING_RELEASES_KEPT, resourceId, sameResource } from './hosting-api';
import type { HostingApiOptions } from './hosting-api';

let fixture: HostingFixture | undefined;
afterEach(async () => {
  await fixture?.standIn.close();
  fixture = undefined;
});
async function start(standIn: StandInOptions = {}, target: Partial<HostingApiOptions> = {}) {
  fixture = await hostingFixture(standIn, target);
  return fixture;
}

describe('names', () => {
  it('compares resources by id, whatever the form of their names', () => {
    expect(resourceId('projects/123456/sites/s-1a2b3/versions/0ab1')).toBe('0ab1');
    expect(sameResource('sites/s/versions/0ab1', 'projects/123456/sites/s/versions/0ab1')).toBe(true);
    expect(sameResource('sites/s/channels/live/releases/17', 'projects/9/sites/s/releases/17')).toBe(true);
    expect(sameResource('sites/s/versions/0ab1', 'sites/s/versions/0ab2')).toBe(false);
  });

  const forms: [string, { channel: NameForm; release: NameForm; version: NameForm }][] = [
    ['numbered channel, short release', { channel: 'numbered', release: 'site', version: 'numbered' }],
    ['all numbered', { channel: 'numbered', release: 'numbered', version: 'numbered' }],
    ['all short', { channel: 'site', release: 'site', version: 'site' }],
  ];
  it.each(forms)('publishes twice and tells its own version live (%s)', async (_, names) => {
    const { target, standIn } = await start({ names });
    const first = await target.publish(files(PUBLICATION));
    expect(await target.liveVersion()).toBe(first.version);
    expect(first.version).not.toContain('/');
    const second = await target.publish(files(PUBLICATION));
    expect(await target.liveVersion()).toBe(second.version);
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
  });
});

describe('the site', () => {
  it('is the project’s default site, looked up once, when named <project-id>-xxxxx', async () => {
    const { target, standIn, calls } = await start({
      siteSuffix: true,
      projectResources: false,
      userSites: ['blog'],
    });
    expect(standIn.site).toMatch(new RegExp(`^${standIn.projectId}-[0-9a-f]{5}$`));
    await target.publish(files(PUBLICATION));
    await target.publish(files(PUBLICATION));
    expect(await target.liveVersion()).toBe(standIn.liveVersion()?.id);
    expect(calls(/^GET \/v1beta1\/projects\/[^/]+$/)).toHaveLength(1);
    expect(calls(/^GET \/v1beta1\/projects\/[^/]+\/sites$/)).toHaveLength(1);
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
  });

  it('is the Firebase project’s resources.hostingSite when it names one, without listing the sites', async () => {
    const { target, standIn, calls } = await start({ siteSuffix: true });
    await target.publish(files(PUBLICATION));
    expect(calls(/^GET \/v1beta1\/projects\/[^/]+\/sites$/)).toHaveLength(0);
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
  });

  it('is the configured site, without a look-up', async () => {
    const { standIn, makeTarget, calls } = await start({ siteSuffix: true });
    await makeTarget({ siteId: standIn.site }).publish(files(PUBLICATION));
    expect(calls(/^GET \/v1beta1\/projects\/[^/]+(\/sites)?$/)).toHaveLength(0);
    // Configured, a site that is not the default one is used all the same.
    const other = makeTarget({ siteId: `${standIn.projectId}-other` });
    await expect(other.publish(files(PUBLICATION))).rejects.toThrow(/read the live channel: 404/);
  });

  it('fails clearly when the project has no default site', async () => {
    const { target } = await start({ projectResources: false, listsDefaultSite: false, userSites: ['blog'] });
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/no default Hosting site.*HOSTING_SITE/);
  });
});

describe('the releases kept', () => {
  it('sets the live channel’s count when it reports the API’s default, not the site’s maxVersions', async () => {
    const { target, standIn, calls } = await start();
    expect(standIn.channel.retainedReleaseCount).toBe(10);
    await target.publish(files(PUBLICATION));
    await target.publish(files(PUBLICATION));
    expect(standIn.channel.retainedReleaseCount).toBe(HOSTING_RELEASES_KEPT);
    expect(calls(/^PATCH .*\/channels\/live$/)).toHaveLength(1);
    expect(calls(/\/config$/)).toHaveLength(0);
    expect(standIn.config.maxVersions).toBeUndefined();
  });

  it('sets it when the channel reports none', async () => {
    const { target, standIn } = await start({ retainedReleaseCount: 0 });
    await target.publish(files(PUBLICATION));
    expect(standIn.channel.retainedReleaseCount).toBe(HOSTING_RELEASES_KEPT);
  });

  it('leaves a count the owner chose', async () => {
    const { target, standIn, calls } = await start({ retainedReleaseCount: 5 });
    await target.publish(files(PUBLICATION));
    expect(standIn.channel.retainedReleaseCount).toBe(5);
    expect(calls(/^PATCH .*\/channels\/live$/)).toHaveLength(0);
  });
});
