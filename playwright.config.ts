import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_PATH } from './scripts/browsers.mjs';

/**
 * Specs that change nothing another spec reads: they read the demo data, or write only what is theirs alone (an
 * account they made, a device of their own sign-in, a message after clearing the contact form's count, which stays
 * under its limit with every one of them sending). They run side by side, three browsers at a time: one browser keeps
 * the machine's two cores busy about two thirds of the time, the rest waiting on the emulators (three were 10 to 13 %
 * faster than two, in runs of this group alternated).
 */
const SPECS_SIDE_BY_SIDE = [
  'accessibility',
  'accounts',
  'api-down',
  'app-on-need',
  'app-takeover',
  'languages',
  'before-the-app',
  'contact-before-the-app',
  'dashboard-frame',
  'dashboard-language',
  'firebase-loading',
  'first-load',
  'google-sign-in',
  'html-first',
  'inline-styles',
  'keyboard',
  'language-suggestion',
  'next-page',
  'old-filter-links',
  'profile',
  'project-filters',
  'public-header',
  'public-journey',
  'public-pages',
  'right-to-left',
  'search',
  'shell',
  'theme',
  'whole-stylesheet',
].map(specFile);

/**
 * Specs that read every project in order: a project another spec adds or removes meanwhile would change what they
 * read; the restores, which replace every project, post and message another spec may have just made; the
 * translations, whose languages change every public page; and the interface texts, whose words change every
 * Bengali page. They run
 * last, alone. Every other spec (those of neither list), a writer, changes what the side-by-side specs
 * read (a project it adds, publishes or deletes, the site's content, the statistics) but reads only what is its own
 * (its project, by a title no other uses; the message it sent; today's count of views, which only its own reader
 * makes): the writers run after the side-by-side specs, three browsers at a time too (about 60 s, against 66 s with
 * two and 84 s with one, in runs alternated).
 */
const SPECS_ONE_AT_A_TIME = ['backup-restore', 'dashboard-reorder', 'translations', 'interface-texts'].map(
  specFile,
);

function specFile(name: string) {
  return `${name}.spec.ts`;
}

export default defineConfig({
  testDir: 'e2e',
  workers: 3,
  retries: 0,
  // The longest ordinary journeys (a sign-up with a photo, a revoked session, the dashboard's pages checked by axe at
  // two widths) took 28–29 s in a quiet CI run: twice that, for a machine half as fast. Longer ones set their own.
  timeout: 60_000,
  // A page waits for the emulators, which share two cores with the browser and the runners: what shows within a
  // second on a quiet machine can take several on a busy one. A failing check waits this long; a passing one does not.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: 'http://127.0.0.1:5000',
    // Both themes must meet WCAG AA: each accessibility check runs in the dark theme too (e2e/support/axe.ts).
    colorScheme: 'light',
    // A failed test keeps its trace (each step's page, the network, the console) and a screenshot. The trace's
    // screencast is left out: its frames, drawn and encoded all through every test, cost a fifth of the accessibility
    // checks' time. CI keeps no file of the run, only its output: there no trace is recorded.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
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
        // The tests run offline: a request to any other host than the emulators' fails at once, at name resolution,
        // rather than waiting out a timeout. (A page.route doing the same would send every request of the page
        // through the test runner: Playwright intercepts all of them as soon as one route is set.)
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  // npm test runs each group on its own (scripts/test.mjs). Run as one `playwright test`, a failure in one group
  // leaves those after it not run (counted as skipped): the run has failed either way.
  projects: [
    { name: 'side by side', testMatch: SPECS_SIDE_BY_SIDE, fullyParallel: true },
    {
      name: 'writers side by side',
      testIgnore: [...SPECS_SIDE_BY_SIDE, ...SPECS_ONE_AT_A_TIME],
      dependencies: ['side by side'],
      fullyParallel: true,
    },
    {
      name: 'one at a time',
      testMatch: SPECS_ONE_AT_A_TIME,
      dependencies: ['writers side by side'],
      workers: 1,
    },
  ],
});
