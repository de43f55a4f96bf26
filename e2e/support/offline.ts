import type { Page } from '@playwright/test';

/** Hosts the app may call that are unreachable offline: answered at once instead of waiting for a timeout. */
const EXTERNAL_HOSTS =
  /^https:\/\/(ipinfo\.io|fonts\.googleapis\.com|fonts\.gstatic\.com|cdn\.[^/]+|www\.youtube-nocookie\.com)\//;

export async function blockExternalHosts(page: Page): Promise<void> {
  await page.route(EXTERNAL_HOSTS, (route) => route.abort());
}
