import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner, six kinds of tests: `web` (in two projects, `web` and `web-mocking`), `common`, `functions` (its logic)
// and `scripts` (the tooling's and the web build's pure parts) run alone; `api` and `rules` need the emulators (npm
// test starts them).

/** The suites against the emulators: their files run one after another, as they share the emulators' data. */
const AGAINST_THE_EMULATORS = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  fileParallelism: false,
  // One module graph for all the files: each would otherwise load the Admin SDK and the helpers again. They mock no
  // module, and a spy is restored after its test.
  isolate: false,
} as const;

const WEB_ROOT = path.join(import.meta.dirname, 'web');

/**
 * The web's test files, by whether they mock a module (`vi.mock`). Those that do not share one module graph and one
 * page (jsdom) per worker, which halves the suite's time: a page and the app's modules are otherwise built again for
 * each file. Those that do keep their own, as a mocked module is shared with whatever imports it.
 */
function webTestFiles() {
  const files = readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file));
  const sorted = { sharing: [] as string[], mocking: [] as string[] };
  for (const file of files) {
    const mocksModules = /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(WEB_ROOT, file), 'utf8'));
    sorted[mocksModules ? 'mocking' : 'sharing'].push(file);
  }
  return sorted;
}
const WEB_TEST_FILES = webTestFiles();

/** The web's tests: the app's Vite settings, a browser-like page, the components' shared setup. */
const WEB = {
  extends: './web/vite.config.ts',
  test: { root: './web', environment: 'jsdom', setupFiles: './src/test-setup.ts' },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...WEB,
        test: {
          ...WEB.test,
          name: 'web',
          include: WEB_TEST_FILES.sharing,
          isolate: false,
          // What one test changes outside its rendered components is undone before the next file's tests.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        ...WEB,
        test: { ...WEB.test, name: 'web-mocking', include: WEB_TEST_FILES.mocking },
      },
      {
        test: {
          name: 'common',
          include: ['common/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The function's logic that needs no emulator: its HTTP layer on a real Express app, its pure rules.
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          ...AGAINST_THE_EMULATORS,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          ...AGAINST_THE_EMULATORS,
        },
      },
    ],
  },
});
