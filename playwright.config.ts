import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_PATH } from './scripts/browsers.mjs';

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
    // A failed test keeps its trace (each step's page, the network, the console) and a screenshot. The trace's
    // screencast is left out: its frames, drawn and encoded all through every test, cost a fifth of the accessibility
    // checks' time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
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
