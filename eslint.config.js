import js from '@eslint/js';
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SOURCE = path.resolve(import.meta.dirname, 'web/src');

/** Where a file of the web app sits: a shared folder, a feature (with its name), the app, or elsewhere. */
function webLayerOf(file) {
  const [top, feature] = path.relative(WEB_SOURCE, file).split(path.sep);
  if (['config', 'lib', 'components'].includes(top)) return { layer: 'shared' };
  if (top === 'features' && feature) return { layer: 'feature', feature };
  if (top === 'app') return { layer: 'app' };
  return { layer: 'other' };
}

/**
 * The web app's layers import one way: shared (config, lib, components) → features → app. A feature does not reach
 * into another feature: what two features need moves down into the shared folders, and pages are put together in
 * app/.
 */
const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = webLayerOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (from.layer === 'other' || !source.startsWith('.')) return;
        const to = webLayerOf(path.resolve(path.dirname(context.filename), source));
        const crossesFeatures =
          to.layer === 'feature' && from.layer === 'feature' && to.feature !== from.feature;
        const goesUp =
          (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'app')) ||
          (from.layer === 'feature' && to.layer === 'app');
        if (crossesFeatures) {
          context.report({
            node,
            message: `The ${from.feature} feature imports the ${to.feature} feature: move what both need into components/ or lib/, or compose them in app/.`,
          });
        } else if (goesUp) {
          context.report({
            node,
            message: `Imports go shared → features → app; this one goes the other way.`,
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules', 'web/dist', 'functions/lib', '.cache', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Runs in the browser, served by the tests in place of Google's script.
    files: ['e2e/support/gapi-stand-in.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests assert presence first; a failed assertion there is the clearer message.
    files: ['tests/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'layers/import-boundaries': 'error' },
  },
  {
    // The API's routes validate, authorise and answer; every Firestore read and write is in functions/src/data/.
    files: ['functions/src/routes/**/*.ts', 'functions/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-admin/firestore',
              message: 'Firestore is read and written in functions/src/data/ only.',
            },
          ],
          patterns: [
            {
              group: ['**/services/firebase'],
              importNames: ['db'],
              message: 'Firestore is read and written in functions/src/data/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
