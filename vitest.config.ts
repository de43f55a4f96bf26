import { defineConfig } from 'vitest/config';

// One runner, six kinds of tests: `web`, `common`, `functions` (its logic) and `scripts` (the tooling's pure parts)
// run alone; `api` and `rules` need the emulators (npm test starts them).

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

export default defineConfig({
  test: {
    projects: [
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
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
          include: ['scripts/**/*.test.ts'],
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
