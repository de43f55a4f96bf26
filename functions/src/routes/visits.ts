import {
  MAX_VIEW_BEACON_BYTES,
  rateLimitNetwork,
  STATS_RANGES,
  utcDay,
  type StatsRange,
  type ViewBeacon,
} from '@portfolio/common';
import express, { Router, type Request } from 'express';
import { ApiError } from '../core/api-error';
import { listProjects } from '../data/projects';
import { countView, readVisitDays } from '../data/visit-stats';
import { authenticate, isAdmin, optionalCaller, requireAdmin } from '../http/auth';
import { bodySize, rawBodyOf } from '../http/body-limits';
import { BurstLimit } from '../http/burst-limit';
import { privateNoStore } from '../http/cache';
import { clientAddress } from '../http/client-ip';
import { pageRenderer } from '../services/page-renderer';
import { asksNotToBeCounted, deviceClassOf, referrerHostOf } from '../services/visitors';
import { countedPageOf, rangeDays, summarizeVisits } from '../services/visit-stats';
import { publishedPost } from './posts';
import { publishedProject } from './projects';

/**
 * Visit statistics without cookies: a public page reports its view (`POST /views`, a beacon), and the owner reads
 * daily counts (`GET /stats`). A view is counted only for a person's browser that does not ask not to be, on a
 * public page, at most a few a second per address; none of the visitor's details is stored.
 */
export const visitsRouter = Router();

/** A person reading pages opens a few a second at most; more from one address is a script. */
export const VIEW_BURST = { max: 4, windowMs: 1000 };
const viewBursts = new BurstLimit(VIEW_BURST.max, VIEW_BURST.windowMs);

/**
 * The beacon's fields; `navigator.sendBeacon` sends its JSON as text/plain, a script may send JSON. Cloud Functions
 * reads the body before the app runs (its raw bytes are then the beacon); elsewhere a body parser has read it.
 */
function beaconOf(req: Request): ViewBeacon {
  const rawBody = rawBodyOf(req);
  const body: unknown = rawBody ? rawBody.toString('utf8') : req.body;
  let beacon: unknown = body;
  if (typeof body === 'string') {
    try {
      beacon = JSON.parse(body);
    } catch {
      beacon = undefined;
    }
  }
  const { path, referrer } = (beacon ?? {}) as Partial<Record<keyof ViewBeacon, unknown>>;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new ApiError(400, 'validation_failed', 'Send the page that was viewed.', {
      path: 'path must be the path of a page',
    });
  }
  return { path, ...(typeof referrer === 'string' && { referrer }) };
}

/**
 * The path a view is counted under: a public page's or a published project's or post's, as the app writes it (a
 * variant in percent-encoding counts as the page). 400 for a path of no public page or one that does not decode; 404
 * for the page of a project or post that is not published, as that page answers.
 */
async function countedPath(path: string): Promise<string> {
  const page = countedPageOf(path, () => pageRenderer().SITEMAP_PATHS);
  if (!page) {
    throw new ApiError(400, 'validation_failed', 'No public page has this path.', {
      path: 'path must be the path of a public page',
    });
  }
  const unpublished =
    (page.projectId !== undefined && !(await publishedProject(page.projectId))) ||
    (page.postSlug !== undefined && !(await publishedPost(page.postSlug)));
  if (unpublished) throw new ApiError(404, 'not_found', 'No public page has this path.');
  return page.path;
}

/** Whether the view is the owner's own (an API client sending the owner's token; the site sends none for them). */
async function isOwnersOwn(req: Request): Promise<boolean> {
  if (!req.get('authorization')) return false;
  const user = await optionalCaller(req);
  return user !== undefined && isAdmin(user);
}

visitsRouter.post(
  '/views',
  privateNoStore,
  express.text({ type: 'text/plain', limit: MAX_VIEW_BEACON_BYTES }),
  async (req, res) => {
    if (bodySize(req) > MAX_VIEW_BEACON_BYTES) {
      throw new ApiError(413, 'payload_too_large', `A view is at most ${MAX_VIEW_BEACON_BYTES} bytes.`);
    }
    const beacon = beaconOf(req);
    const path = await countedPath(beacon.path);
    const device = deviceClassOf(req.get('user-agent'));
    const counted =
      device !== undefined && !asksNotToBeCounted((name) => req.get(name)) && !(await isOwnersOwn(req));
    if (!counted) {
      res.status(204).end();
      return;
    }
    // Counted per network, as the contact form's limit is: one client usually holds a whole IPv6 /64.
    const address = clientAddress(req);
    if (!viewBursts.allow(address ? rateLimitNetwork(address) : 'unknown')) {
      throw new ApiError(429, 'too_many_requests', 'Too many views from this address.');
    }
    await countView({
      day: utcDay(Date.now()),
      path,
      referrer: referrerHostOf(beacon.referrer, req.hostname),
      device,
    });
    res.status(204).end();
  },
);

function statsRangeOf(value: unknown): StatsRange {
  const days = Number(value ?? 30);
  if (!(STATS_RANGES as readonly number[]).includes(days)) {
    throw new ApiError(400, 'validation_failed', 'Invalid range.', {
      days: `days must be ${STATS_RANGES.join(', ').replace(/, (\d+)$/, ' or $1')}`,
    });
  }
  return days as StatsRange;
}

visitsRouter.get('/stats', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const days = statsRangeOf(req.query.days);
  const today = utcDay(Date.now());
  const { previousFrom } = rangeDays(days, today);
  const [stored, projects] = await Promise.all([
    readVisitDays(previousFrom, today),
    listProjects({ includeDrafts: true }),
  ]);
  const titles = new Map(projects.map((project) => [project._id, project.title]));
  res.json(summarizeVisits(stored, days, today, titles));
});
