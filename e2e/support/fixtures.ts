import { expect, test as base } from '@playwright/test';

/**
 * Every journey runs under the site's Content-Security-Policy; a test fails when the browser reports that the
 * policy refused something, so a new origin the app needs is noticed at once (see the README on extending it).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'CSP violations reported in the console').toEqual([]);
  },
});

export { expect };
