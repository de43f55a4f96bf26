import { expect, test as base } from '@playwright/test';

/**
 * Every journey runs under the site's Content-Security-Policy; a test fails when the browser reports that the
 * policy refused something, so a new origin the app needs is noticed at once (see docs/public-site.md on extending it).
 *
 * A public page reports its view to `POST /api/views` once idle. The suite's headless browser is never counted, so
 * outside the tests of the counting itself (`test.use({ countViews: true })`) the browser asks not to be tracked, as a
 * visitor's can (Global Privacy Control), and the page sends no report: each would otherwise cost the Functions
 * emulator a request, at a moment no test controls, beside the requests a test is waiting for. (Answering the report
 * in the browser instead would route every request of the page through the test runner.)
 */
export const test = base.extend<{ countViews: boolean }>({
  countViews: [false, { option: true }],
  page: async ({ page, countViews }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    if (!countViews) {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    }
    await use(page);
    expect(violations, 'CSP violations reported in the console').toEqual([]);
  },
});

export { expect };
