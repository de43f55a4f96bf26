// A local stand-in of Firebase Hosting's REST API (v1beta1) and of the Firebase Management API's projects.get, on
// one origin, with the live site behind a CDN under /site and a control API under /_stand-in/. What it answers is
// in hosting-stand-in-routes.ts; here: the server, the bearer token, the faults it injects and the CDN.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import {
  answerControl,
  standInState,
  type FaultRule,
  type StandInControls,
} from './hosting-stand-in-control';
import { createStandInModel, type StandInOptions } from './hosting-stand-in-model';
import { answerHostingCall, type StandInAnswer } from './hosting-stand-in-routes';

export type { FaultRule, StandInState } from './hosting-stand-in-control';
export type { NameForm, StandInOptions } from './hosting-stand-in-model';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** When it arrived (ms), to measure the waits between retries. */
  at: number;
  /** The status answered. */
  status?: number;
}

export const STAND_IN_TOKEN = 'stand-in-access-token';

export async function startHostingApiStandIn(options: StandInOptions & { port?: number } = {}) {
  const model = createStandInModel(options);
  const requests: RecordedRequest[] = [];
  const faults: FaultRule[] = [];
  let faultsAnswered = 0;
  /** Answers this status instead of handling any request it matches, until replaced (a lasting failure). */
  let failWhen: ((request: RecordedRequest) => number | undefined) | undefined;
  let stale = false;
  let cdnRequests = 0;

  /** The CDN: the live version's files, or, stale, those of the release before it. */
  function serveSite(path: string, res: ServerResponse) {
    cdnRequests++;
    const release = model.releases.at(stale && model.releases.length > 1 ? -2 : -1);
    const gzipped = model.contents.get(model.versions.get(release?.versionId ?? '')?.files.get(path) ?? '');
    if (!gzipped) return res.writeHead(404).end('not found');
    res.writeHead(200).end(gunzipSync(gzipped));
  }

  /** The first fault rule left that matches, used once. */
  function takeFault(method: string, path: string): FaultRule | undefined {
    const rule = faults.find(
      (fault) =>
        fault.times > 0 &&
        (!fault.method || fault.method === method) &&
        new RegExp(fault.pathPattern).test(path),
    );
    if (rule) {
      rule.times--;
      faultsAnswered++;
    }
    return rule;
  }

  const controls: StandInControls = {
    deploy: (files) => model.deploy(files),
    deployDuringNextPublication(files) {
      model.plans.deployAfterClone = files;
    },
    addFaults: (rules) => faults.push(...rules.map((rule) => ({ ...rule }))),
    staleCdn(on) {
      stale = on;
    },
    state: () => ({ ...standInState(model), faultsAnswered }),
  };

  function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    const url = new URL(req.url ?? '/', baseUrl);
    const path = decodeURIComponent(url.pathname);
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (path.startsWith('/site/')) return serveSite(path.slice('/site'.length), res);
    const isJson = req.headers['content-type']?.startsWith('application/json');
    const parsed: unknown = isJson && raw.length ? JSON.parse(raw.toString()) : undefined;
    const body = (typeof parsed === 'object' && parsed) || {};
    if (path.startsWith('/_stand-in/')) {
      const [status, answer] = answerControl(controls, method, path, body as Record<string, unknown>);
      return send(status, answer);
    }
    const recorded: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      body: isJson ? parsed : raw,
      at: Date.now(),
    };
    requests.push(recorded);
    const reply = (answer: StandInAnswer, headers: Record<string, string> = {}) => {
      recorded.status = answer.status;
      if (answer.text === undefined) return send(answer.status, answer.body ?? {}, headers);
      res.writeHead(answer.status, { 'Content-Type': 'text/plain', ...headers }).end(answer.text);
    };
    if (req.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) {
      return reply({ status: 401, body: { error: { code: 401, message: 'no valid bearer token' } } });
    }
    const fault = takeFault(method, path);
    const failure = fault?.status ?? failWhen?.(recorded);
    if (failure) {
      const headers: Record<string, string> =
        fault?.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) };
      return reply(
        { status: failure, body: { error: { code: failure, message: 'injected failure' } } },
        headers,
      );
    }
    const call = { method, path, query: url.searchParams, raw, baseUrl };
    reply(answerHostingCall(model, { ...call, body: body as Record<string, unknown> }));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        res.writeHead(500).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...controls,
    baseUrl,
    /** The live site as the CDN serves it. */
    siteUrl: `${baseUrl}/site`,
    site: model.site,
    projectId: model.projectId,
    projectNumber: model.projectNumber,
    requests,
    config: model.config,
    channel: model.channel,
    versions: model.versions,
    releases: model.releases,
    /** The clone operations, in order. */
    operations: () => [...model.operations.values()],
    /** Requests the CDN answered: a publication reads nothing through it. */
    cdnRequests: () => cdnRequests,
    /** The content hashes uploaded, in order. */
    uploads: () =>
      requests
        .filter((request) => request.path.startsWith('/upload/') && request.status === 200)
        .map((request) => request.path.split('/').at(-1) ?? ''),
    failWhen(rule: typeof failWhen) {
      failWhen = rule;
    },
    /** How the next clones end, in order: an operation that ends with an error, or one never done until let go. */
    nextClones(...outcomes: ('error' | 'stall')[]) {
      model.plans.clones.push(...outcomes);
    },
    /** Lets the stalled clones finish: their versions turn up at the next poll. */
    finishStalledClones() {
      for (const operation of model.operations.values()) {
        if (operation.outcome !== 'stall') continue;
        operation.outcome = 'version';
        operation.polls = 1;
      }
    },
    liveRelease: () => model.live()?.id,
    liveVersion: () => model.liveVersion(),
    liveFiles: () => model.filesOf(model.liveVersion()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HostingApiStandIn = Awaited<ReturnType<typeof startHostingApiStandIn>>;
