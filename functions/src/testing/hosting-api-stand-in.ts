import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A local stand-in of the Firebase Hosting REST API (v1beta1), written to its reference pages
 * (firebase.google.com/docs/reference/hosting/rest/v1beta1): channels.get, versions.clone with a PathFilter and its
 * operation, versions.populateFiles, the upload URL it answers, versions.patch, versions.delete, releases.create,
 * getConfig/updateConfig; and the live site itself under /site. It refuses what the API refuses: a request without
 * the bearer token, an upload whose sha256 is not its name, finalizing a version whose files are not all uploaded,
 * releasing a version that is not finalized.
 */

interface Version {
  status: 'CREATED' | 'FINALIZED' | 'DELETED';
  files: Map<string, string>;
}
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const STAND_IN_TOKEN = 'stand-in-access-token';

export async function startHostingApiStandIn(site: string) {
  const contents = new Map<string, Buffer>();
  const versions = new Map<string, Version>();
  const releases: { name: string; version: { name: string } }[] = [];
  const operations = new Map<string, { polls: number; version: string }>();
  const requests: RecordedRequest[] = [];
  const config: { maxVersions?: number } = {};
  /** Answers this status instead of handling a request it matches (a failure half-way). */
  let failWhen: ((request: RecordedRequest) => number | undefined) | undefined;
  let serial = 0;
  const prefix = `sites/${site}`;

  const live = () => releases.at(-1);

  function newVersion(files: Map<string, string>, status: Version['status'] = 'CREATED'): string {
    const name = `${prefix}/versions/v${++serial}`;
    versions.set(name, { status, files });
    return name;
  }

  const liveVersion = () => versions.get(live()?.version.name ?? '');
  const liveFiles = () => liveVersion()?.files;

  function release(versionName: string) {
    const entry = { name: `${prefix}/releases/r${++serial}`, version: { name: versionName } };
    releases.push(entry);
    return entry;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer) {
    const answer = (status: number, body: unknown = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/site/')) {
      const gzipped = contents.get(liveFiles()?.get(path.slice('/site'.length)) ?? '');
      if (!gzipped) return answer(404, { error: 'not found' });
      res.writeHead(200).end(gunzipSync(gzipped));
      return;
    }
    const isJson = req.headers['content-type']?.startsWith('application/json');
    const body: unknown = isJson && raw.length ? JSON.parse(raw.toString()) : raw;
    const recorded = { method: req.method ?? '', path, query: url.searchParams, body };
    requests.push(recorded);
    if (req.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) return answer(401, { error: 'no token' });
    const failure = failWhen?.(recorded);
    if (failure) return answer(failure, { error: { code: failure, message: 'injected failure' } });
    const route = `${req.method} ${path}`;
    const data = body as {
      sourceVersion?: string;
      exclude?: { regexes?: string[] };
      files?: Record<string, string>;
      status?: string;
      maxVersions?: number | string;
    };

    if (route === `GET /v1beta1/${prefix}/channels/live`) {
      return answer(200, { name: `${prefix}/channels/live`, release: live() });
    }
    if (route === `POST /v1beta1/${prefix}/versions:clone`) {
      const source = versions.get(data.sourceVersion ?? '');
      if (!source || source.status !== 'FINALIZED')
        return answer(400, { error: 'no such finalized version' });
      const excluded = (data.exclude?.regexes ?? []).map((pattern) => new RegExp(pattern));
      const kept = [...source.files].filter(([file]) => !excluded.some((pattern) => pattern.test(file)));
      const operation = `projects/-/operations/clone-${++serial}`;
      operations.set(operation, { polls: 0, version: newVersion(new Map(kept)) });
      return answer(200, { name: operation, done: false });
    }
    const operation = operations.get(path.replace('/v1beta1/', ''));
    if (req.method === 'GET' && operation) {
      // Not done at the first poll, as a real clone takes a while.
      return answer(
        200,
        ++operation.polls < 2
          ? { name: path, done: false }
          : { name: path, done: true, response: { name: operation.version, status: 'CREATED' } },
      );
    }
    const populate = new RegExp(`^POST /v1beta1/(${prefix}/versions/[^/:]+):populateFiles$`).exec(route);
    if (populate) {
      const version = versions.get(populate[1] ?? '');
      if (version?.status !== 'CREATED') return answer(400, { error: 'version not open' });
      const files = Object.entries(data.files ?? {});
      for (const [file, hash] of files) version.files.set(file, hash);
      return answer(200, {
        uploadUrl: `${baseUrl}/upload/${populate[1]}/files`,
        uploadRequiredHashes: [...new Set(files.map(([, hash]) => hash))].filter(
          (hash) => !contents.has(hash),
        ),
      });
    }
    const upload = new RegExp(`^POST /upload/${prefix}/versions/[^/]+/files/([0-9a-f]{64})$`).exec(route);
    if (upload) {
      if (createHash('sha256').update(raw).digest('hex') !== upload[1]) return answer(400, { error: 'hash' });
      contents.set(upload[1] ?? '', raw);
      return answer(200);
    }
    const versionPath = new RegExp(`^(PATCH|DELETE) /v1beta1/(${prefix}/versions/[^/:]+)$`).exec(route);
    const version = versionPath && versions.get(versionPath[2] ?? '');
    if (versionPath && version) {
      if (versionPath[1] === 'DELETE') {
        version.status = 'DELETED';
        return answer(200);
      }
      const missing = [...version.files.values()].filter((hash) => !contents.has(hash));
      if (url.searchParams.get('updateMask') !== 'status' || data.status !== 'FINALIZED' || missing.length) {
        return answer(400, { error: `cannot finalize (${missing.length} files not uploaded)` });
      }
      version.status = 'FINALIZED';
      return answer(200, { name: versionPath[2], status: 'FINALIZED' });
    }
    if (route === `POST /v1beta1/${prefix}/releases`) {
      const name = url.searchParams.get('versionName') ?? '';
      if (versions.get(name)?.status !== 'FINALIZED') return answer(400, { error: 'not finalized' });
      return answer(200, release(name));
    }
    if (route === `GET /v1beta1/${prefix}/config`) return answer(200, config);
    if (route === `PATCH /v1beta1/${prefix}/config` && url.searchParams.get('updateMask') === 'maxVersions') {
      config.maxVersions = Number(data.maxVersions);
      return answer(200, config);
    }
    return answer(404, { error: `no route ${route}` });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl);
      handle(req, res, url, Buffer.concat(chunks)).catch((error: Error) => {
        res.writeHead(500).end(error.message);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    siteUrl: `${baseUrl}/site`,
    requests,
    config,
    versions,
    /** The content hashes uploaded, in order. */
    uploads: () =>
      requests
        .filter((request) => request.path.startsWith('/upload/'))
        .map((request) => request.path.split('/').at(-1) ?? ''),
    failWhen(rule: typeof failWhen) {
      failWhen = rule;
    },
    /** What `firebase deploy` does: a new finalized version holding exactly these files, released. */
    deploy(files: Record<string, string>) {
      const hashes = new Map<string, string>();
      for (const [file, text] of Object.entries(files)) {
        const gzipped = gzipSync(Buffer.from(text));
        const hash = createHash('sha256').update(gzipped).digest('hex');
        contents.set(hash, gzipped);
        hashes.set(file, hash);
      }
      const name = newVersion(hashes, 'FINALIZED');
      return release(name).name;
    },
    liveRelease: () => live()?.name,
    liveVersion: () => liveVersion(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
