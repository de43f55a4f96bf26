// The calls the Hosting stand-in answers, written to the Hosting REST reference (v1beta1) and firebase-tools'
// use of it: the Management API's projects.get, projects.sites.list, channels.get and patch, versions.clone and its
// operation, versions.populateFiles and the upload URL it answers, versions.patch and delete, releases.create
// (on the live channel, and the older sites/S/releases), getConfig/updateConfig. It refuses what the API refuses:
// an upload whose sha256 is not its name, finalizing a version whose files are not all uploaded or that is not
// open, releasing a version that is not finalized, deleting the live version.
import { createHash } from 'node:crypto';
import type { StandInModel } from './hosting-stand-in-model';

export interface StandInCall {
  method: string;
  /** The decoded path, `/v1beta1/…` or `/upload/…`. */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  raw: Buffer;
  baseUrl: string;
}
export interface StandInAnswer {
  status: number;
  body?: unknown;
  /** Sent as it is instead of a JSON body. */
  text?: string;
}

const ok = (body: unknown = {}): StandInAnswer => ({ status: 200, body });
/** An error in Google's format. */
const refuse = (status: number, message: string): StandInAnswer => ({
  status,
  body: { error: { code: status, message, status: status === 404 ? 'NOT_FOUND' : 'FAILED_PRECONDITION' } },
});

/** `projects/{any}/sites/S/…` and `sites/S/…` name the same thing: the short form, or undefined for another site. */
function shortName(model: StandInModel, name: string): string | undefined {
  const short = name.replace(/^projects\/[^/]+\/(?=sites\/)/, '');
  return short.startsWith(`sites/${model.site}/`) || short === `sites/${model.site}` ? short : undefined;
}

/** The version a name (either form) names, of this site. */
function versionOf(model: StandInModel, name: string) {
  const match = /^sites\/[^/]+\/versions\/([^/:]+)$/.exec(shortName(model, name) ?? '');
  return match ? model.versions.get(match[1] ?? '') : undefined;
}

function releaseView(model: StandInModel, form: 'numbered' | 'site') {
  const live = model.live();
  return (
    live && {
      name: model.releaseName(live.id, form),
      version: { name: model.versionName(live.versionId, form), status: 'FINALIZED' },
      type: 'DEPLOY',
      message: live.message,
    }
  );
}

function management(model: StandInModel, call: StandInCall): StandInAnswer | undefined {
  const project = /^\/v1beta1\/projects\/([^/]+)(\/sites)?$/.exec(call.path);
  if (!project || call.method !== 'GET') return undefined;
  if (project[1] !== model.projectId && project[1] !== model.projectNumber)
    return refuse(404, 'no such project');
  if (!project[2]) {
    return ok({
      name: `projects/${model.projectId}`,
      projectId: model.projectId,
      projectNumber: model.projectNumber,
      resources: model.options.projectResources === false ? {} : { hostingSite: model.site },
    });
  }
  const all = [
    ...(model.options.userSites ?? []).map((id) => ({ id, type: 'USER_SITE' })),
    ...(model.options.listsDefaultSite === false ? [] : [{ id: model.site, type: 'DEFAULT_SITE' }]),
  ].map(({ id, type }) => ({
    name: `projects/${model.projectNumber}/sites/${id}`,
    defaultUrl: `https://${id}.web.app`,
    type,
  }));
  const start = Number(call.query.get('pageToken') || 0);
  const size = Number(call.query.get('pageSize') || 10);
  const next = start + size < all.length ? String(start + size) : undefined;
  return ok({ sites: all.slice(start, start + size), ...(next && { nextPageToken: next }) });
}

function pollClone(model: StandInModel, id: string): StandInAnswer {
  const operation = model.operations.get(id);
  if (!operation) return refuse(404, 'no such operation');
  const name = model.operationName(id);
  // Not done at the first poll, as a real clone takes a while; a stalled one not until it is let go.
  if (operation.outcome === 'stall' || ++operation.polls < 2) return ok({ name, done: false });
  if (operation.outcome === 'error') {
    return ok({ name, done: true, error: { code: 13, message: 'the clone failed' } });
  }
  if (!operation.versionId) {
    operation.versionId = model.newVersion(new Map(operation.files)).id;
    const deploy = model.plans.deployAfterClone;
    model.plans.deployAfterClone = undefined;
    if (deploy) model.deploy(deploy);
  }
  return ok({
    name,
    done: true,
    response: { name: model.versionName(operation.versionId, model.names.version) },
  });
}

export function answerHostingCall(model: StandInModel, call: StandInCall): StandInAnswer {
  const fromManagement = management(model, call);
  if (fromManagement) return fromManagement;
  const { method, body } = call;
  const operation = /^\/v1beta1\/projects\/[^/]+\/operations\/([^/]+)$/.exec(call.path);
  if (operation && method === 'GET') return pollClone(model, operation[1] ?? '');
  const upload = /^\/upload\/(.+)\/files\/([0-9a-f]{64})$/.exec(call.path);
  if (upload && method === 'POST') {
    if (!versionOf(model, upload[1] ?? '')) return refuse(404, 'no such version');
    if (createHash('sha256').update(call.raw).digest('hex') !== upload[2])
      return refuse(400, 'hash mismatch');
    model.contents.set(upload[2] ?? '', call.raw);
    return { status: 200, text: model.options.uploadAnswer ?? '' };
  }
  const name = shortName(model, call.path.replace(/^\/v1beta1\//, ''));
  if (!name) return refuse(404, `no route ${method} ${call.path}`);
  const rest = name.slice(`sites/${model.site}`.length);
  const route = `${method} ${rest}`;

  if (route === 'GET /channels/live') {
    const form = model.names.channel;
    return ok({ name: model.channelName(form), release: releaseView(model, form), ...model.channel });
  }
  if (route === 'PATCH /channels/live') {
    const count = Number(body.retainedReleaseCount);
    if (call.query.get('updateMask') !== 'retainedReleaseCount' || !(count >= 1 && count <= 100)) {
      return refuse(400, 'retainedReleaseCount must be 1 to 100, with its updateMask');
    }
    model.channel.retainedReleaseCount = count;
    return ok({ name: model.channelName('site'), ...model.channel });
  }
  if (route === 'POST /versions:clone') {
    const source = versionOf(model, String(body.sourceVersion ?? ''));
    if (source?.status !== 'FINALIZED') return refuse(400, 'no such finalized version');
    const regexes = ((body.exclude as { regexes?: string[] } | undefined)?.regexes ?? []).map(
      (pattern) => new RegExp(pattern),
    );
    const kept = [...source.files].filter(([file]) => !regexes.some((pattern) => pattern.test(file)));
    const id = model.nextOperationId();
    model.operations.set(id, {
      id,
      polls: 0,
      files: new Map(kept),
      outcome: model.plans.clones.shift() ?? 'version',
    });
    return ok({ name: model.operationName(id), done: false });
  }
  const populate = /^POST \/versions\/([^/:]+):populateFiles$/.exec(route);
  if (populate) {
    const version = model.versions.get(populate[1] ?? '');
    if (version?.status !== 'CREATED') return refuse(400, 'version not open');
    const files = Object.entries((body.files as Record<string, string> | undefined) ?? {});
    for (const [file, hash] of files) version.files.set(file, hash);
    const required = [...new Set(files.map(([, hash]) => hash))].filter((hash) => !model.contents.has(hash));
    return ok({
      uploadUrl: `${call.baseUrl}/upload/sites/${model.site}/versions/${version.id}/files`,
      ...(required.length && { uploadRequiredHashes: required }),
    });
  }
  const versionPath = /^(PATCH|DELETE) \/versions\/([^/:]+)$/.exec(route);
  const version = versionPath && model.versions.get(versionPath[2] ?? '');
  if (versionPath && version) {
    if (versionPath[1] === 'DELETE') {
      if (model.live()?.versionId === version.id) return refuse(400, 'the live version cannot be deleted');
      version.status = 'DELETED';
      return ok();
    }
    const missing = [...version.files.values()].filter((hash) => !model.contents.has(hash));
    const finalizing = call.query.get('updateMask') === 'status' && body.status === 'FINALIZED';
    if (!finalizing || version.status !== 'CREATED' || missing.length) {
      return refuse(400, `cannot finalize (${version.status}, ${missing.length} files not uploaded)`);
    }
    version.status = 'FINALIZED';
    return ok({ name: model.versionName(version.id, model.names.version), status: 'FINALIZED' });
  }
  if (route === 'POST /channels/live/releases' || route === 'POST /releases') {
    const released = versionOf(model, call.query.get('versionName') ?? '');
    if (released?.status !== 'FINALIZED') return refuse(400, 'not a finalized version of this site');
    const entry = model.release(released.id, String(body.message ?? ''));
    const form = model.names.release;
    return ok({
      name: model.releaseName(entry.id, form),
      version: { name: model.versionName(entry.versionId, form), status: 'FINALIZED' },
      type: 'DEPLOY',
      message: entry.message,
    });
  }
  if (route === 'GET /config') return ok(model.config);
  if (route === 'PATCH /config' && call.query.get('updateMask') === 'maxVersions') {
    model.config.maxVersions = Number(body.maxVersions);
    return ok(model.config);
  }
  return refuse(404, `no route ${method} ${call.path}`);
}
