import { expect, test as base } from '@playwright/test';

/**
 * Every journey runs under the site's Content-Security-Policy; a test fails when the browser reports that the
 * policy refused something, so a new origin the app needs is noticed at once (see the README on extending it).
 *
 * A public page reports its view to `POST /api/views` once idle. The suite's headless browser is never counted, so
 * outside the tests of the counting itself (`test.use({ countViews: true })`) the beacon is answered in the browser,
 * as the API would answer it (204): each would otherwise cost the Functions emulator a request, at a moment no test
 * controls, beside the requests a test is waiting for.
 */
export const test = base.extend<{ countViews: boolean }>({
  countViews: [false, { option: true }],
  page: async ({ page, countViews }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    if (!countViews) await page.route('**/api/views', (route) => route.fulfill({ status: 204 }));
    await use(page);
    expect(violations, 'CSP violations reported in the console').toEqual([]);
  },
});

export { expect };
