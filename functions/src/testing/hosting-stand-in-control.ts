// The stand-in's control API under /_stand-in/, so that another process (a test of a command, a script) can drive
// the stand-in it started: deploy as `firebase deploy` does, plan a deploy during the next publication, inject
// faults, make the CDN stale, and read the state.
import type { StandInModel } from './hosting-stand-in-model';

/** A once-only fault: the next `times` requests it matches are answered `status` instead of being handled. */
export interface FaultRule {
  method?: string;
  /** A regular expression tested against the request's path (`/v1beta1/…`, `/upload/…`). */
  pathPattern: string;
  status: number;
  /** Seconds, sent as `Retry-After`. */
  retryAfter?: number;
  times: number;
}

/** What GET /_stand-in/state answers. */
export interface StandInState {
  site: string;
  /** null before any release. */
  liveVersion: string | null;
  /** The live version's files, gunzipped, by path. */
  liveFiles: Record<string, string>;
  /** Releases made on the live channel. */
  releases: number;
  /** Versions that exist (not deleted). */
  versions: number;
  /** null when the channel reports none. */
  retainedReleaseCount: number | null;
  /** Requests answered with an injected fault so far. */
  faultsAnswered: number;
}

export interface StandInControls {
  deploy(files: Record<string, string>): { version: string; release: string };
  deployDuringNextPublication(files: Record<string, string>): void;
  addFaults(rules: FaultRule[]): void;
  staleCdn(on: boolean): void;
  state(): StandInState;
}

export function standInState(model: StandInModel): Omit<StandInState, 'faultsAnswered'> {
  const live = model.liveVersion();
  return {
    site: model.site,
    liveVersion: live?.id ?? null,
    liveFiles: model.filesOf(live),
    releases: model.releases.length,
    versions: [...model.versions.values()].filter((version) => version.status !== 'DELETED').length,
    retainedReleaseCount: model.channel.retainedReleaseCount ?? null,
  };
}

const isFiles = (files: unknown): files is Record<string, string> =>
  typeof files === 'object' &&
  files !== null &&
  Object.values(files).every((text) => typeof text === 'string');

const isFault = (rule: unknown): rule is FaultRule => {
  const fault = rule as Partial<FaultRule> | null;
  return (
    typeof fault?.pathPattern === 'string' &&
    Number.isInteger(fault.status) &&
    Number.isInteger(fault.times) &&
    (fault.retryAfter === undefined || typeof fault.retryAfter === 'number')
  );
};

/** Answers a control call: [status, body]. */
export function answerControl(
  controls: StandInControls,
  method: string,
  path: string,
  body: Record<string, unknown>,
): [number, unknown] {
  const route = `${method} ${path.slice('/_stand-in/'.length)}`;
  const files = body.files;
  switch (route) {
    case 'GET state':
      return [200, controls.state()];
    case 'POST deploy':
      return isFiles(files) ? [200, controls.deploy(files)] : [400, { error: 'files: {path: text}' }];
    case 'POST deploy-during-next-publication':
      if (!isFiles(files)) return [400, { error: 'files: {path: text}' }];
      controls.deployDuringNextPublication(files);
      return [200, {}];
    case 'POST faults': {
      const faults = body.faults;
      if (!Array.isArray(faults) || !faults.every(isFault)) {
        return [400, { error: 'faults: [{method?, pathPattern, status, retryAfter?, times}]' }];
      }
      controls.addFaults(faults);
      return [200, {}];
    }
    case 'POST stale-cdn':
      controls.staleCdn(body.on === true);
      return [200, {}];
    default:
      return [404, { error: `no control ${route}` }];
  }
}
