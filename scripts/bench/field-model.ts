// A field model of the first byte of a public page, for a portfolio's sparse traffic: from figures measured in the
// bench (a fresh instance's first answer of `/`, a warm answer, a file from Hosting) and the platform's documented
// constants. Views arrive at random (a Poisson process), spread evenly over the pages and the CDN's edges.
// Before: every page comes from the function through the CDN, which keeps an answer for a while per edge.
// After: pages are files; only a view that needs the function's render (a query view, a path not yet published)
// reaches it.

/**
 * How long one CDN edge kept a page before it was a file: the `s-maxage` the function sent (300 s). Hosting's CDN
 * caches per edge location and clears everything on a release (firebase.google.com/docs/hosting/manage-cache).
 */
export const CDN_WINDOW_BEFORE_S = 300;

/**
 * How long an idle instance may be kept before it is reclaimed: "up to 15 minutes" for Cloud Run, on which 2nd gen
 * functions run (cloud.google.com/run/docs/about-instance-autoscaling). The longest the docs allow: the model's
 * warm shares are at their most favourable.
 */
export const INSTANCE_IDLE_S = 15 * 60;

/** Assumption: the CDN edge locations a portfolio's visitors reach (visitors mostly in one region). */
export const EDGES = 3;

/** Assumption: views spread over the four benchmarked pages. */
export const PAGES = 4;

/** Assumption, after: the share of views the function answers (a filtered list by query, a page before its publication). */
export const FUNCTION_SHARE_AFTER = 0.02;

export const VIEWS_A_DAY = [10, 100, 1000] as const;

/** The measured inputs, in milliseconds of server time to the first byte (the network excluded). */
export interface FieldInputs {
  coldMs: number;
  warmMs: number;
  fileMs: number;
}

export interface FieldRow {
  viewsADay: number;
  /** The share of views whose page waits for the function (warm or cold). */
  beforeFunctionShare: number;
  beforeColdShare: number;
  beforeP75Ms: number;
  afterFunctionShare: number;
  afterColdShare: number;
  afterP75Ms: number;
}

/** The chance that a Poisson process of this rate (per second) had an event within the last `windowS` seconds. */
const seenWithin = (ratePerS: number, windowS: number) => 1 - Math.exp(-ratePerS * windowS);

/** The 75th percentile of a mixture of outcomes, each a share of the views and a time. */
export function p75(outcomes: { share: number; ms: number }[]): number {
  let cumulated = 0;
  const sorted = [...outcomes].filter((o) => o.share > 0).sort((a, b) => a.ms - b.ms);
  for (const outcome of sorted) {
    cumulated += outcome.share;
    if (cumulated >= 0.75 - 1e-9) return outcome.ms;
  }
  return sorted.at(-1)?.ms ?? 0;
}

/**
 * Views that reach the function at `functionShare` of the day's views: a warm instance answers when another such
 * view came within the idle time, a cold one otherwise; the rest are files or CDN copies.
 */
function mix(viewsADay: number, functionShare: number, inputs: FieldInputs) {
  const functionRate = (viewsADay * functionShare) / 86_400;
  const warm = seenWithin(functionRate, INSTANCE_IDLE_S);
  const coldShare = functionShare * (1 - warm);
  return {
    coldShare,
    p75Ms: p75([
      { share: 1 - functionShare, ms: inputs.fileMs },
      { share: functionShare * warm, ms: inputs.warmMs },
      { share: coldShare, ms: inputs.coldMs },
    ]),
  };
}

export function fieldModel(inputs: FieldInputs, viewsPerDay: readonly number[] = VIEWS_A_DAY): FieldRow[] {
  return viewsPerDay.map((viewsADay) => {
    // Before: a view is a CDN copy when its page was asked at its edge within the window.
    const perPageAndEdge = viewsADay / 86_400 / (PAGES * EDGES);
    const beforeFunctionShare = 1 - seenWithin(perPageAndEdge, CDN_WINDOW_BEFORE_S);
    const before = mix(viewsADay, beforeFunctionShare, inputs);
    const after = mix(viewsADay, FUNCTION_SHARE_AFTER, inputs);
    return {
      viewsADay,
      beforeFunctionShare,
      beforeColdShare: before.coldShare,
      beforeP75Ms: before.p75Ms,
      afterFunctionShare: FUNCTION_SHARE_AFTER,
      afterColdShare: after.coldShare,
      afterP75Ms: after.p75Ms,
    };
  });
}
