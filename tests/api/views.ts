// Page views as a public page reports them, and the statistics the owner reads back.
import type { VisitStats } from '@portfolio/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { VIEW_BURST } from '../../functions/src/routes/visits';
import { api, API_BASE, jsonOf } from './api-client';

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// A view counts once a day per visitor and page: each beacon comes from a browser of its own (a build number apiece,
// unique to this run too, as the emulators may keep an earlier run's day), unless a test names one.
const RUN = Date.now() % 100_000;
let browsers = 0;
const anotherDesktopBrowser = () =>
  DESKTOP_CHROME.replace('Chrome/131.0.0.0', `Chrome/131.0.${RUN}.${(browsers += 1)}`);

/** A beacon as the site sends it: JSON as text/plain (navigator.sendBeacon), from a desktop browser. */
export function sendView(
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'text/plain;charset=UTF-8',
  base = API_BASE,
): Promise<Response> {
  return fetch(`${base}/views`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'User-Agent': anotherDesktopBrowser(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The statistics of the last `days` days, as the owner `admin` reads them. */
export async function visitStats(admin: TestAccount, days = 7): Promise<VisitStats> {
  const response = await api(`/stats?days=${days}`, { headers: admin.bearer });
  expect(response.status).toBe(200);
  return jsonOf<VisitStats>(response);
}

export const viewsOf = (result: VisitStats, path: string) =>
  result.pages.find((page) => page.path === path)?.views ?? 0;
export const referrerViews = (result: VisitStats, host: string) =>
  result.referrers.find((referrer) => referrer.host === host)?.views ?? 0;
export const today = (result: VisitStats) => result.daily.at(-1)!;

/** Waits out the burst limit's window, so that a test's views are not refused for an earlier test's. */
export const afterBurstWindow = () => sleep(VIEW_BURST.windowMs);
