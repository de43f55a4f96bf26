import { describe, expect, it } from 'vitest';
import {
  API_FUNCTION,
  checkPublishingFunctions,
  PUBLISHING_FUNCTIONS,
  scheduleIntervalMinutes,
  type PublishingEndpoint,
} from './publication-checks';
import { deployChangesPages } from './deploy-lease';

const PUBLISHER = 'portfolio-publisher@';
const ON_CHANGE: PublishingEndpoint = {
  platform: 'gcfv2',
  region: ['us-central1'],
  availableMemoryMb: 1024,
  timeoutSeconds: 540,
  maxInstances: 2,
  serviceAccountEmail: PUBLISHER,
  eventTrigger: {
    eventType: 'google.cloud.firestore.document.v1.written',
    eventFilterPathPatterns: { document: 'publication/state' },
    retry: false,
  },
};
const SCHEDULED: PublishingEndpoint = {
  platform: 'gcfv2',
  region: ['us-central1'],
  availableMemoryMb: 1024,
  timeoutSeconds: 540,
  maxInstances: 1,
  serviceAccountEmail: PUBLISHER,
  scheduleTrigger: { schedule: 'every 10 minutes', retryConfig: { retryCount: 0 } },
};
const manifest = (onChange?: PublishingEndpoint, scheduled?: PublishingEndpoint) => ({
  endpoints: {
    ...(onChange && { [PUBLISHING_FUNCTIONS.onChange]: onChange }),
    ...(scheduled && { [PUBLISHING_FUNCTIONS.scheduled]: scheduled }),
  },
});

describe('the schedule of the republishing check', () => {
  it.each([
    ['every 10 minutes', 10],
    ['every 1 hours', 60],
    ['every 2 hours', 120],
    ['*/15 * * * *', 15],
    ['* * * * *', 1],
    ['0,20,40 * * * *', 20],
    ['5,50 * * * *', 45],
  ])('"%s" leaves at most %i minutes between runs', (schedule, minutes) => {
    expect(scheduleIntervalMinutes(schedule)).toBe(minutes);
  });

  it.each(['every day 00:00', '*/5 9-17 * * *', 'whenever'])('"%s" cannot be told', (schedule) => {
    expect(scheduleIntervalMinutes(schedule)).toBeUndefined();
  });
});

describe('deploy:check of the publishing functions', () => {
  it('passes both functions as declared', () => {
    expect(checkPublishingFunctions(manifest(ON_CHANGE, SCHEDULED)).problems).toEqual([]);
  });

  it('fails when a publishing function runs as a default service account', () => {
    const compute = '123-compute@developer.gserviceaccount.com';
    const problems = checkPublishingFunctions(
      manifest({ ...ON_CHANGE, serviceAccountEmail: null }, { ...SCHEDULED, serviceAccountEmail: compute }),
    ).problems;
    expect(problems).toEqual([
      `${PUBLISHING_FUNCTIONS.onChange}: runs as the default service account; give it its own (PUBLISHER_SERVICE_ACCOUNT)`,
      `${PUBLISHING_FUNCTIONS.scheduled}: runs as the default service account; give it its own (PUBLISHER_SERVICE_ACCOUNT)`,
    ]);
  });

  it('fails when the api function runs as the publishing identity, which holds Hosting admin', () => {
    const withApi = manifest(ON_CHANGE, SCHEDULED);
    const endpoints = { ...withApi.endpoints, [API_FUNCTION]: { serviceAccountEmail: PUBLISHER } };
    expect(checkPublishingFunctions({ endpoints }).problems).toEqual([
      `${API_FUNCTION}: runs as ${PUBLISHER}, the publishing identity, which holds Firebase Hosting Admin`,
    ]);
    const ownApi = { ...withApi.endpoints, [API_FUNCTION]: { serviceAccountEmail: null } };
    expect(checkPublishingFunctions({ endpoints: ownApi }).problems).toEqual([]);
  });

  it('fails without the function that publishes each change, or the scheduled one', () => {
    expect(checkPublishingFunctions(manifest(undefined, SCHEDULED)).problems).toEqual([
      `no function ${PUBLISHING_FUNCTIONS.onChange}: no change would be published`,
    ]);
    expect(checkPublishingFunctions(manifest(ON_CHANGE)).problems).toEqual([
      `no function ${PUBLISHING_FUNCTIONS.scheduled}: nothing publishes again after a deploy`,
    ]);
  });

  it('fails a schedule that leaves more than 15 minutes, or one it cannot read', () => {
    const hourly = { ...SCHEDULED, scheduleTrigger: { schedule: 'every 1 hours' } };
    expect(checkPublishingFunctions(manifest(ON_CHANGE, hourly)).problems).toEqual([
      `${PUBLISHING_FUNCTIONS.scheduled}: "every 1 hours" leaves up to 60 minutes (at most 15)`,
    ]);
    const daily = { ...SCHEDULED, scheduleTrigger: { schedule: 'every day 00:00' } };
    expect(checkPublishingFunctions(manifest(ON_CHANGE, daily)).problems).toEqual([
      `${PUBLISHING_FUNCTIONS.scheduled}: schedule "every day 00:00" not understood`,
    ]);
  });

  it('fails limits the platform would refuse or that leave cost without a ceiling', () => {
    const problems = checkPublishingFunctions(
      manifest(
        { ...ON_CHANGE, timeoutSeconds: 900, maxInstances: null, availableMemoryMb: null },
        { ...SCHEDULED, maxInstances: 3 },
      ),
    ).problems;
    expect(problems).toEqual([
      `${PUBLISHING_FUNCTIONS.onChange}: no memory declared (it renders every page)`,
      `${PUBLISHING_FUNCTIONS.onChange}: no maxInstances (no ceiling on cost)`,
      `${PUBLISHING_FUNCTIONS.onChange}: timeout 900 s over the 540 s of an event-driven function`,
      `${PUBLISHING_FUNCTIONS.scheduled}: maxInstances 3, not 1`,
    ]);
  });

  it('fails a publishing function that is not triggered as it should be', () => {
    const { eventTrigger: _event, ...httpOnly } = ON_CHANGE;
    const { scheduleTrigger: _schedule, ...unscheduled } = SCHEDULED;
    expect(checkPublishingFunctions(manifest(httpOnly, unscheduled)).problems).toEqual([
      `${PUBLISHING_FUNCTIONS.onChange}: not triggered by an event`,
      `${PUBLISHING_FUNCTIONS.scheduled}: not scheduled`,
    ]);
  });
});

describe('npm run deploy publishing at once', () => {
  it.each([
    [[], true],
    [['--only', 'hosting'], true],
    [['--only', 'firestore,functions'], true],
    [['--only', 'functions:api'], true],
    [['--only', 'firestore,storage'], false],
  ])('after firebase deploy %j: %s', (args, republishes) => {
    expect(deployChangesPages(args)).toBe(republishes);
  });
});
