// The live channel of a Hosting site: what is live, how many releases it keeps, and releasing a version on it the
// way firebase-tools does (POST sites/{site}/channels/live/releases?versionName=…, src/hosting/api.ts).
import { resourceId, versionName } from './hosting-names';
import { HostingApiError, type HostingRequester } from './hosting-requests';

/**
 * Releases the live channel keeps (and with them their versions; older ones are deleted and no longer billed for
 * storage). The API takes 1 to 100 (Channel.retainedReleaseCount, Hosting REST reference v1beta1).
 */
export const HOSTING_RELEASES_KEPT = 20;
/** What the API reports for a channel nobody set ("Defaults to 10 for new channels", the same reference). */
const API_DEFAULT_RELEASES_KEPT = 10;

interface Channel {
  release?: { name?: string; version?: { name?: string } };
  retainedReleaseCount?: number;
}

/** The live channel, by ids: the same version compares equal whatever form of name the API answered. */
export interface LiveChannel {
  release: string;
  version: string;
  retainedReleaseCount?: number;
}

export function liveChannelApi(request: HostingRequester, api: string, site: () => Promise<string>) {
  const channelUrl = async () => `${api}/sites/${await site()}/channels/live`;
  let retentionChecked = false;

  async function read(): Promise<LiveChannel> {
    const channel = await request<Channel>({
      step: 'read the live channel',
      method: 'GET',
      url: await channelUrl(),
    });
    const release = channel.release?.name;
    const version = channel.release?.version?.name;
    if (!release || !version) {
      throw new HostingApiError('read the live channel', 404, 'no live release: deploy the site first');
    }
    return {
      release: resourceId(release),
      version: resourceId(version),
      retainedReleaseCount: channel.retainedReleaseCount,
    };
  }

  return {
    read,

    /**
     * Sets how many releases the live channel keeps, on the live channel rather than the site's `maxVersions`
     * (which counts preview channels' and failed versions too). Set when the channel reports none or the API's
     * default of 10: a count nobody chose. An owner's other count is kept; one who chose exactly 10 cannot be
     * told from the default, and gets HOSTING_RELEASES_KEPT. Checked once per target.
     */
    async ensureRetention(live: LiveChannel): Promise<void> {
      if (retentionChecked) return;
      const count = live.retainedReleaseCount;
      if (!count || count === API_DEFAULT_RELEASES_KEPT) {
        await request({
          step: 'set the releases kept',
          method: 'PATCH',
          url: `${await channelUrl()}?updateMask=retainedReleaseCount`,
          body: { retainedReleaseCount: HOSTING_RELEASES_KEPT },
        });
      }
      retentionChecked = true;
    },

    /** Makes the version live (the caller reads the channel again to confirm it). */
    async release(version: string, message: string): Promise<void> {
      const name = versionName(await site(), version);
      await request({
        step: 'release the version',
        method: 'POST',
        url: `${await channelUrl()}/releases?versionName=${encodeURIComponent(name)}`,
        body: { message },
      });
    },
  };
}

export type LiveChannelApi = ReturnType<typeof liveChannelApi>;
