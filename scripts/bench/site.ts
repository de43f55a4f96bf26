import { TYPED_HANDLERS_POST } from '../seed-posts';
import playwrightConfig from '../../playwright.config';
import { CHROMIUM_PATH } from '../browsers.mjs';

/** The Hosting emulator: the site and, under /api, the function. */
export const SITE_URL = 'http://127.0.0.1:5000';

/** The seeded project that stands for every project page. */
export const BENCH_PROJECT_ID = 'seed-shopfront';
/** A seeded post with code in it: the post page the bench measures. */
export const BENCH_POST_SLUG = TYPED_HANDLERS_POST.slug;

export { CHROMIUM_PATH };

/** The same Chromium flags as the browser tests (see ../shared/DESIGN.md): headless, nothing fetched in the background. */
export const CHROME_FLAGS: string[] = playwrightConfig.use?.launchOptions?.args ?? [];

export const siteUrl = (path: string) => new URL(path, SITE_URL).href;

/** Whether the URL answers 2xx within two seconds. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
