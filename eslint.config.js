import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SOURCE = path.resolve(import.meta.dirname, 'web/src');
const FUNCTIONS_SOURCE = path.resolve(import.meta.dirname, 'functions/src');

/** The file an import names, for relative imports and the web's `@/` alias; undefined for a package. */
function importedFile(importer, source) {
  if (source.startsWith('@/')) return path.join(WEB_SOURCE, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return undefined;
}

/** A lint rule that reports each import (static, dynamic or re-export) for which `problem` returns a message. */
function importRule(problem) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const check = (node, sourceNode) => {
        const source = sourceNode?.value;
        if (typeof source !== 'string') return;
        const target = importedFile(context.filename, source);
        const message = target && problem(context.filename, target);
        if (message) context.report({ node, message });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      };
    },
  };
}

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
const importBoundaries = importRule((importer, target) => {
  const from = webLayerOf(importer);
  if (from.layer === 'other') return undefined;
  const to = webLayerOf(target);
  if (to.layer === 'feature' && from.layer === 'feature' && to.feature !== from.feature) {
    return `The ${from.feature} feature imports the ${to.feature} feature: move what both need into components/ or lib/, or compose them in app/.`;
  }
  const goesUp =
    (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'app')) ||
    (from.layer === 'feature' && to.layer === 'app');
  return goesUp ? 'Imports go shared → features → app; this one goes the other way.' : undefined;
});

const AUTH_FOLDER = path.join(WEB_SOURCE, 'lib/auth');

/** Session and Firebase Auth are reached through lib/auth/index.ts only; its other files are its own. */
const authEntry = importRule((importer, target) =>
  !importer.startsWith(AUTH_FOLDER + path.sep) && target.startsWith(AUTH_FOLDER + path.sep)
    ? 'Import the session and Auth from @/lib/auth, its one way in.'
    : undefined,
);

/**
 * The function's layers, top to bottom: http and routes (with the entry files), services and publication, data, then config and
 * core, which any layer may use. An import goes down or sideways, never up.
 */
const FUNCTION_LAYERS = { http: 3, routes: 3, services: 2, publication: 2, data: 1, config: 0, core: 0 };

function functionLayerOf(file) {
  const relative = path.relative(FUNCTIONS_SOURCE, file);
  if (relative.startsWith('..')) return undefined;
  const [top, ...rest] = relative.split(path.sep);
  return rest.length === 0
    ? { name: 'the entry files', level: 3 }
    : { name: top, level: FUNCTION_LAYERS[top] };
}

const functionLayers = importRule((importer, target) => {
  const from = functionLayerOf(importer);
  const to = functionLayerOf(target);
  if (!from || !to || from.level === undefined || to.level === undefined) return undefined;
  return to.level > from.level
    ? `functions/src/${from.name} imports from ${to.name}, a layer above it (http and routes → services → data → config, core).`
    : undefined;
});

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
    plugins: { layers: { rules: { 'import-boundaries': importBoundaries, 'auth-entry': authEntry } } },
    rules: { 'layers/import-boundaries': 'error', 'layers/auth-entry': 'error' },
  },
  {
    files: ['functions/src/**/*.ts'],
    plugins: { 'function-layers': { rules: { 'no-upward-import': functionLayers } } },
    rules: { 'function-layers/no-upward-import': 'error' },
  },
  {
    // No import circle, dynamic imports included: a circle makes the order of module start-up matter.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'common/src/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are parsed as the importing one is, to follow their own imports.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'common/tsconfig.json',
            'tsconfig.tools.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Packages are not followed: a circle of our own files never passes through one (and following them was three
    // quarters of the rule's time).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // React Router's chunk is in every first load, with each of its components the app uses anywhere. Its links
    // bring their prefetching code; the app's (components/links.tsx) render and follow the same way without it.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].flatMap((name) => [
            {
              name,
              importNames: ['Link', 'NavLink'],
              message: "Import Link and NavLink from '@/components/links'.",
            },
            { name, importNames: ['Navigate'], message: "Redirect with '@/app/guards/Redirect'." },
          ]),
        },
      ],
    },
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
              group: ['**/core/firebase'],
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
