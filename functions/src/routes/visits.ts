import {
  DEFAULT_LANGUAGE_VISITS,
  prefixLanguageOf,
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
import { publicPages } from '../data/public-pages';
import { isFirstSighting, saltOfDay } from '../data/view-sightings';
import { readSiteLanguages } from '../data/translations';
import { countView, readVisitDays } from '../data/visit-stats';
import { authenticate, isAdmin, optionalCaller, requireAdmin } from '../http/auth';
import { bodySize, rawBodyOf } from '../http/body-limits';
import { BurstLimit } from '../http/burst-limit';
import { privateNoStore } from '../http/cache';
import { clientAddress } from '../http/client-ip';
import { pageRenderer } from '../services/page-renderer';
import { asksNotToBeCounted, deviceClassOf, referrerHostOf, visitorKey } from '../services/visitors';
import { countedPageOf, rangeDays, summarizeVisits, type CountedPage } from '../services/visit-stats';

/**
 * Visit statistics without cookies: a public page reports its view (`POST /views`, a beacon), and the owner reads
 * daily counts (`GET /stats`). A view is counted only for a person's browser that does not ask not to be, on a
 * public page, at most a few a second per address, and once a day per visitor and page; none of the visitor's
 * details is stored. What reads nothing comes first: anyone may send beacons, and none may cost a read of content.
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
 * The page a view is counted under, as the app writes its path (a variant in percent-encoding counts as the page),
 * read from the path alone: 400 for a path of no public page or one that does not decode.
 */
function pageOf(path: string): CountedPage {
  const page = countedPageOf(path, () => pageRenderer().SITEMAP_PATHS);
  if (!page) {
    throw new ApiError(400, 'validation_failed', 'No public page has this path.', {
      path: 'path must be the path of a public page',
    });
  }
  return page;
}

/**
 * Whether a project's or post's page is public, from the instance's id-only list of them (data/public-pages); 404
 * otherwise, as that page answers. Other pages are public by their path.
 */
async function assertPublished(page: CountedPage): Promise<void> {
  if (page.projectId === undefined && page.postSlug === undefined) return;
  const known = await publicPages();
  const published =
    page.projectId !== undefined ? known.projects.has(page.projectId) : known.posts.has(page.postSlug ?? '');
  if (!published) throw new ApiError(404, 'not_found', 'No public page has this path.');
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
    const { language = DEFAULT_LANGUAGE_VISITS, path: pagePath } = prefixLanguageOf(beacon.path);
    const page = pageOf(pagePath);
    const userAgent = req.get('user-agent');
    const device = deviceClassOf(userAgent);
    if (device === undefined || asksNotToBeCounted((name) => req.get(name))) {
      res.status(204).end();
      return;
    }
    // Counted per network, as the contact form's limit is: one client usually holds a whole IPv6 /64.
    const address = clientAddress(req);
    const network = address ? rateLimitNetwork(address) : 'unknown';
    if (!viewBursts.allow(network)) {
      throw new ApiError(429, 'too_many_requests', 'Too many views from this address.');
    }
    await assertPublished(page);
    if (await isOwnersOwn(req)) {
      res.status(204).end();
      return;
    }
    const day = utcDay(Date.now());
    const visitor = visitorKey(
      await saltOfDay(day),
      { network, userAgent: userAgent ?? '' },
      `${language}${page.path}`,
    );
    if (await isFirstSighting(visitor, day)) {
      await countView({
        day,
        path: page.path,
        referrer: referrerHostOf(beacon.referrer, req.hostname),
        device,
        language,
      });
    }
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
  const [stored, projects, languages] = await Promise.all([
    readVisitDays(previousFrom, today),
    listProjects({ includeDrafts: true }),
    readSiteLanguages(),
  ]);
  const titles = new Map(projects.map((project) => [project._id, project.title]));
  res.json(summarizeVisits(stored, days, today, titles, languages.default));
});
