// The offline checks of the publication's functions: the one that publishes after every change, and the scheduled
// one that publishes again when the live release lacks the published pages (after a `firebase deploy`).
import { HOSTING_RELEASES_KEPT } from '../../functions/src/publication/hosting-api';
import type { CheckResult } from './checks';

/** The functions that publish, by their exported names in functions/src/index.ts. */
export const PUBLISHING_FUNCTIONS = {
  /** Triggered by every change of public content. */
  onChange: 'publishSite',
  /** Scheduled: republishes when the live release is not the last publication; `npm run deploy` runs it at once. */
  scheduled: 'checkPublication',
} as const;

/** The function that serves the REST API and the fallback pages to anyone: it must hold no Hosting role. */
export const API_FUNCTION = 'api';

/** After a deploy, the pages are files again within this many minutes, without anyone acting. */
export const REPUBLISHED_WITHIN_MINUTES = 15;

/**
 * Longest timeouts of 2nd gen functions: event-driven 540 s; a scheduled function is invoked over HTTP by Cloud
 * Scheduler, whose attempt deadline is at most 30 minutes (cloud.google.com/functions/docs/configuring/timeout,
 * cloud.google.com/scheduler/docs/reference/rest/v1/projects.locations.jobs).
 */
const EVENT_TIMEOUT_LIMIT_S = 540;
const SCHEDULED_TIMEOUT_LIMIT_S = 1800;

export interface PublishingEndpoint {
  platform?: string;
  region?: string[];
  availableMemoryMb?: number | null;
  maxInstances?: number | null;
  timeoutSeconds?: number | null;
  eventTrigger?: {
    eventType?: string;
    retry?: boolean;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
  /** Null: the default compute service account (PROJECT_NUMBER-compute@developer.gserviceaccount.com). */
  serviceAccountEmail?: string | null;
  scheduleTrigger?: { schedule?: string; retryConfig?: { retryCount?: number | null } | null };
}

/**
 * The longest wait between two runs of a schedule, in minutes: App Engine cron's "every N minutes|hours", or a
 * Unix cron whose minute field is `*`, `*\/N` or a list, every hour; undefined when it cannot be told.
 */
export function scheduleIntervalMinutes(schedule: string): number | undefined {
  const every = /^every (\d+) (minute|minutes|hour|hours)$/.exec(schedule.trim());
  if (every) return Number(every[1]) * (every[2]?.startsWith('hour') ? 60 : 1);
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(1).some((field) => field !== '*')) return undefined;
  const minute = fields[0] ?? '';
  if (minute === '*') return 1;
  const step = /^\*\/(\d+)$/.exec(minute);
  if (step) return Number(step[1]);
  if (!/^\d+(,\d+)*$/.test(minute)) return undefined;
  const minutes = minute
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  return Math.max(...minutes.map((at, i) => (minutes[i + 1] ?? (minutes[0] ?? 0) + 60) - at));
}

const describe = (id: string, endpoint: PublishingEndpoint) =>
  `${id}: ${endpoint.availableMemoryMb ?? '?'} MB, ${endpoint.timeoutSeconds ?? 60} s, maxInstances ${endpoint.maxInstances ?? 'none'}`;

/** The identities a function runs as when it names none: 2nd gen's default compute account, 1st gen's App Engine one. */
const DEFAULT_SERVICE_ACCOUNT = /(-compute@developer|@appspot)\.gserviceaccount\.com$/;

/** What each identity may do: the publishers' own account publishes, the internet-facing `api` must not be it. */
function identityProblems(endpoints: Record<string, PublishingEndpoint>): string[] {
  const problems: string[] = [];
  const publishers = Object.values(PUBLISHING_FUNCTIONS).flatMap((id) => {
    const account = endpoints[id]?.serviceAccountEmail;
    if (!endpoints[id]) return [];
    if (!account || DEFAULT_SERVICE_ACCOUNT.test(account)) {
      problems.push(
        `${id}: runs as the default service account; give it its own (PUBLISHER_SERVICE_ACCOUNT)`,
      );
      return [];
    }
    return [account];
  });
  const api = endpoints[API_FUNCTION]?.serviceAccountEmail;
  if (api && publishers.includes(api)) {
    problems.push(
      `${API_FUNCTION}: runs as ${api}, the publishing identity, which holds Firebase Hosting Admin`,
    );
  }
  return problems;
}

export function checkPublishingFunctions(
  manifest: { endpoints: Record<string, PublishingEndpoint> } | undefined,
): CheckResult {
  const name = `publishing functions: on every change, and again within ${REPUBLISHED_WITHIN_MINUTES} minutes of a deploy`;
  if (!manifest) return { name, problems: ['the functions manifest could not be read (see above)'] };
  const problems: string[] = identityProblems(manifest.endpoints);
  const notes: string[] = [];
  const declared = (id: string, endpoint: PublishingEndpoint) => {
    if (!endpoint.availableMemoryMb) problems.push(`${id}: no memory declared (it renders every page)`);
    if (!endpoint.maxInstances) problems.push(`${id}: no maxInstances (no ceiling on cost)`);
    notes.push(describe(id, endpoint));
    notes.push(`${id} runs as ${endpoint.serviceAccountEmail ?? 'the default compute service account'}`);
  };

  const onChange = manifest.endpoints[PUBLISHING_FUNCTIONS.onChange];
  if (!onChange) problems.push(`no function ${PUBLISHING_FUNCTIONS.onChange}: no change would be published`);
  else if (!onChange.eventTrigger)
    problems.push(`${PUBLISHING_FUNCTIONS.onChange}: not triggered by an event`);
  else {
    declared(PUBLISHING_FUNCTIONS.onChange, onChange);
    if ((onChange.timeoutSeconds ?? 60) > EVENT_TIMEOUT_LIMIT_S) {
      problems.push(
        `${PUBLISHING_FUNCTIONS.onChange}: timeout ${onChange.timeoutSeconds} s over the ${EVENT_TIMEOUT_LIMIT_S} s of an event-driven function`,
      );
    }
    const { eventType, eventFilters, eventFilterPathPatterns, retry } = onChange.eventTrigger;
    const document = eventFilters?.document ?? eventFilterPathPatterns?.document ?? '?';
    notes.push(
      `${PUBLISHING_FUNCTIONS.onChange}: on ${eventType ?? '?'} of ${document}, platform retry ${retry ? 'on' : 'off'}`,
    );
  }

  const scheduled = manifest.endpoints[PUBLISHING_FUNCTIONS.scheduled];
  const schedule = scheduled?.scheduleTrigger?.schedule;
  if (!scheduled) {
    problems.push(`no function ${PUBLISHING_FUNCTIONS.scheduled}: nothing publishes again after a deploy`);
  } else if (!schedule) problems.push(`${PUBLISHING_FUNCTIONS.scheduled}: not scheduled`);
  else {
    declared(PUBLISHING_FUNCTIONS.scheduled, scheduled);
    const interval = scheduleIntervalMinutes(schedule);
    if (interval === undefined)
      problems.push(`${PUBLISHING_FUNCTIONS.scheduled}: schedule "${schedule}" not understood`);
    else if (interval > REPUBLISHED_WITHIN_MINUTES) {
      problems.push(
        `${PUBLISHING_FUNCTIONS.scheduled}: "${schedule}" leaves up to ${interval} minutes (at most ${REPUBLISHED_WITHIN_MINUTES})`,
      );
    }
    if ((scheduled.timeoutSeconds ?? 60) > SCHEDULED_TIMEOUT_LIMIT_S) {
      problems.push(`${PUBLISHING_FUNCTIONS.scheduled}: timeout over ${SCHEDULED_TIMEOUT_LIMIT_S} s`);
    }
    if (scheduled.maxInstances !== 1) {
      problems.push(
        `${PUBLISHING_FUNCTIONS.scheduled}: maxInstances ${scheduled.maxInstances ?? 'none'}, not 1`,
      );
    }
    const retries = scheduled.scheduleTrigger?.retryConfig?.retryCount ?? 0;
    notes.push(`${PUBLISHING_FUNCTIONS.scheduled}: "${schedule}", scheduler retries ${retries}`);
  }
  notes.push(
    `Hosting's live channel keeps ${HOSTING_RELEASES_KEPT} releases (the publication sets it where no owner chose a count)`,
    "the publishers' service account needs roles/firebasehosting.admin, and api none (see docs/publishing-production.md)",
  );
  return { name, problems, notes };
}
