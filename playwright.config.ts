import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default (Playwright's own browser download is not possible offline); CHROME_PATH overrides. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A page waits for the emulators, which share two cores with the browser and the runners: what shows within a
  // second on a quiet machine can take several on a busy one. A failing check waits this long; a passing one does not.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Both themes must meet WCAG AA: each accessibility check runs in the dark theme too (e2e/support/axe.ts).
  projects: [{ name: 'light', use: { colorScheme: 'light' } }],
});
