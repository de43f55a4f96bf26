// What the Hosting stand-in holds: one project with one site (and maybe others), the contents uploaded, the
// versions, the live channel's releases and the clone operations; and the names the API gives them, in either form.
import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/** How a name is answered: `projects/{number}/sites/S/…` or `sites/S/…` (the real API answers both, by call). */
export type NameForm = 'numbered' | 'site';

export interface StandInOptions {
  /** Default 'portfolio-sample-2026'. */
  projectId?: string;
  /** The project's number, which numbered names carry; default '123456789012'. */
  projectNumber?: string;
  /** The default site's id; by default the project's id, or `<projectId>-xxxxx` with siteSuffix. */
  siteId?: string;
  /** Names the default site `<projectId>-xxxxx`, as Firebase names a newer project's. */
  siteSuffix?: boolean;
  /** Whether the Management API's projects.get reports `resources.hostingSite` (default true). */
  projectResources?: boolean;
  /** Sites of the project besides the default one (USER_SITE), listed before it. */
  userSites?: string[];
  /** Whether projects.sites.list names the default site (type DEFAULT_SITE); default true. */
  listsDefaultSite?: boolean;
  /** The form of the names each call answers: channels.get, releases.create, a clone's operation. */
  names?: { channel?: NameForm; release?: NameForm; version?: NameForm };
  /** What the live channel reports before anyone sets it: the API's 10 by default; 0 reports none. */
  retainedReleaseCount?: number;
  /** The body of an upload's answer (the real one may be empty, or not JSON); default empty. */
  uploadAnswer?: string;
}

export interface StandInVersion {
  id: string;
  status: 'CREATED' | 'FINALIZED' | 'DELETED';
  /** Path → content hash. */
  files: Map<string, string>;
}
export interface StandInRelease {
  id: string;
  versionId: string;
  message: string;
}
export interface CloneOperation {
  id: string;
  polls: number;
  files: Map<string, string>;
  outcome: 'version' | 'error' | 'stall';
  versionId?: string;
}

export function createStandInModel(options: StandInOptions = {}) {
  const projectId = options.projectId ?? 'portfolio-sample-2026';
  const projectNumber = options.projectNumber ?? '123456789012';
  const suffix = randomBytes(3).toString('hex').slice(0, 5);
  const site = options.siteId ?? (options.siteSuffix ? `${projectId}-${suffix}` : projectId);
  const names = { channel: 'numbered', release: 'site', version: 'numbered', ...options.names } as const;
  const contents = new Map<string, Buffer>();
  const versions = new Map<string, StandInVersion>();
  const releases: StandInRelease[] = [];
  const operations = new Map<string, CloneOperation>();
  const channel: { retainedReleaseCount?: number } = {
    ...((options.retainedReleaseCount ?? 10) > 0 && {
      retainedReleaseCount: options.retainedReleaseCount ?? 10,
    }),
  };
  const config: { maxVersions?: number } = {};
  /** What the next publication meets: a deploy once its clone is done, and how its next clones end. */
  const plans: { deployAfterClone?: Record<string, string>; clones: CloneOperation['outcome'][] } = {
    clones: [],
  };
  let serial = 0;

  const prefix = (form: NameForm) => (form === 'numbered' ? `projects/${projectNumber}/` : '');
  const live = () => releases.at(-1);

  function newVersion(files: Map<string, string>, status: StandInVersion['status'] = 'CREATED') {
    // Hosting's version ids are 16 hex digits; the serial keeps them in order of creation.
    const id = `${(++serial).toString(16).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
    const version = { id, status, files };
    versions.set(id, version);
    return version;
  }

  /** The versions of releases past those the live channel retains are deleted, as Hosting does. */
  function prune() {
    const kept = channel.retainedReleaseCount;
    if (!kept) return;
    const retained = new Set(releases.slice(-(kept + 1)).map((release) => release.versionId));
    for (const release of releases.slice(0, -(kept + 1))) {
      const version = versions.get(release.versionId);
      if (version && !retained.has(version.id)) version.status = 'DELETED';
    }
  }

  function release(versionId: string, message = '') {
    const entry = { id: `${Date.now()}${String(++serial).padStart(4, '0')}`, versionId, message };
    releases.push(entry);
    prune();
    return entry;
  }

  function store(text: string): string {
    const gzipped = gzipSync(Buffer.from(text));
    const hash = createHash('sha256').update(gzipped).digest('hex');
    contents.set(hash, gzipped);
    return hash;
  }

  const textOf = (hash: string | undefined) => {
    const gzipped = contents.get(hash ?? '');
    return gzipped && gunzipSync(gzipped).toString();
  };

  return {
    projectId,
    projectNumber,
    site,
    options,
    names,
    contents,
    versions,
    releases,
    operations,
    channel,
    config,
    plans,
    live,
    newVersion,
    release,
    nextOperationId: () => `clone-${++serial}`,
    versionName: (id: string, form: NameForm) => `${prefix(form)}sites/${site}/versions/${id}`,
    releaseName: (id: string, form: NameForm) =>
      form === 'numbered'
        ? `${prefix(form)}sites/${site}/channels/live/releases/${id}`
        : `sites/${site}/releases/${id}`,
    operationName: (id: string) => `projects/${projectNumber}/operations/${id}`,
    channelName: (form: NameForm) => `${prefix(form)}sites/${site}/channels/live`,
    liveVersion: () => versions.get(live()?.versionId ?? ''),
    /** What `firebase deploy` does: a new finalized version holding exactly these files, released. */
    deploy(files: Record<string, string>) {
      const hashes = new Map(Object.entries(files).map(([path, text]) => [path, store(text)]));
      const version = newVersion(hashes, 'FINALIZED');
      return { version: version.id, release: release(version.id, 'Deployed by firebase deploy').id };
    },
    /** The files of a version as text, by path. */
    filesOf: (version: StandInVersion | undefined): Record<string, string> =>
      Object.fromEntries([...(version?.files ?? [])].map(([path, hash]) => [path, textOf(hash) ?? ''])),
    textOf,
  };
}

export type StandInModel = ReturnType<typeof createStandInModel>;
