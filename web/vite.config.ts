import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { FIRST_LOAD_JS_BUDGET_KB } from './build/first-load-js-budget';
import { inlineStylesheet } from './build/inline-stylesheet';
import { interfaceCatalogs } from './build/interface-catalogs';
import { languageFirstLoads } from './build/language-first-load';
import { pageTemplate } from './build/page-template';
import { productionSettingsProblems } from './build/production-settings';
import { firstLoadOf, startScript } from './build/start-after-load';
import { robotsTxt } from './build/robots-txt';
import { siteMeta } from './build/site-meta';
import { pageBootScript } from './build/page-boot-script';
import { brandIconsSprite } from './build/brand-icons';
import { eagerCommonJsFactories } from './build/eager-commonjs';
import { smallPreloadHelper } from './build/preload-helper';
import { reactRouterTreeShaking } from './build/react-router-tree-shaking';
import { BRAND_ICONS_SPRITE } from './src/config/brand-icons';
// A relative path, not the package: Vite bundles the config's own files but leaves packages to Node, which cannot
// load common's TypeScript.
import { DEFAULT_SITE_CONTENT, SKILL_ICONS, SOCIAL_NETWORKS } from '../common/src/site-content';

const WEB_SOURCE = path.resolve(import.meta.dirname, 'src');
const COMMON_SOURCE = /[\\/]common[\\/]src[\\/]/;
const REACT_DOM_CHUNK =
  /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client-init\.ts$/;
const REACT_ROUTER_CHUNK = /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/;
/** Small modules that both the first load and the lazy routes import: one chunk rather than one each. */
const FIRST_LOAD_SHARED =
  /[\\/]src[\\/]lib[\\/]auth[\\/](index|view|load|session-expiry|session)\.ts$|vite[\\/]preload-helper|[\\/]common[\\/]src[\\/](projects|media)\.ts$|[\\/]src[\\/]features[\\/]writing[\\/]api[\\/](use-posts|post-requests)\.ts$|[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/;
/** The `api` function in the Functions emulator: the dev server hands it what Hosting's rewrites would. */
const API_FUNCTION = 'http://127.0.0.1:5001/demo-portfolio/us-central1/api';

/**
 * reactfire imports every Firebase SDK at its top and those SDKs register themselves on import, so none can be
 * tree-shaken. The app uses only reactfire's Auth hooks (Firestore is read in lazy routes), so
 * reactfire's imports of the other SDKs resolve to stubs that throw if ever called.
 */
const REACTFIRE_UNUSED_SDKS: Record<string, string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0reactfire-unused:';

function stubReactfireUnusedSdks(): Plugin {
  return {
    name: 'stub-reactfire-unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/reactfire/') && source in REACTFIRE_UNUSED_SDKS) return STUB_PREFIX + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const sdk = id.slice(STUB_PREFIX.length);
      const names = REACTFIRE_UNUSED_SDKS[sdk] ?? [];
      const thrower = `() => { throw new Error('${sdk} is not bundled with reactfire in this app'); }`;
      return names.map((name) => `export const ${name} = ${thrower};`).join('\n');
    },
  };
}

/**
 * Prints the gzipped size of the JavaScript a first visit to `/` downloads (the start script, the entry chunk and
 * every chunk it imports statically; lazy routes are left out), and that of `/` in each other language the
 * interface has a catalog for (that plus the language's texts and their formatter), and fails the build if one is
 * above the budget, so the budget is checked on every build instead of once by hand.
 */
function reportFirstLoadJs(): Plugin {
  return {
    name: 'report-first-load-js',
    apply: 'build',
    // The files as written: the bundle's code before writing lacks what later plugins add (preload lists, the
    // source map comment).
    async writeBundle(options, bundle) {
      const firstLoad = firstLoadOf(bundle);
      const { chunks } = firstLoad;
      const gzipped = async (files: string[]) =>
        (
          await Promise.all(
            files.map(
              async (fileName) => gzipSync(await readFile(path.join(options.dir ?? '', fileName))).length,
            ),
          )
        ).reduce((total, size) => total + size, 0);
      const bytes = (await gzipped(chunks)) + gzipSync(startScript(firstLoad).code).length;
      const report = (page: string, pageBytes: number, files: number) => {
        const kb = pageBytes / 1024;
        const line = `first-load JS of ${page}: ${kb.toFixed(1)} KB (${pageBytes} B) gzipped in ${files} file(s) (budget ${FIRST_LOAD_JS_BUDGET_KB} KB)`;
        if (kb > FIRST_LOAD_JS_BUDGET_KB) this.error(line);
        console.log(`\n${line}`);
      };
      report('/', bytes, chunks.length + 1);
      for (const [language, files] of languageFirstLoads(bundle, chunks)) {
        report(`/ in ${language}`, bytes + (await gzipped(files)), chunks.length + 1 + files.length);
      }
    },
  };
}

/**
 * React Router's package exports only its development build, whose dev warnings cannot be minified away; the build
 * takes the production one, which differs only in having them off.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

const LOCAL_SITE_URL = 'http://127.0.0.1:5000';

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  // As src/lib/emulators.ts: only the `production` mode (the deploy's build) is for a real project, and it must
  // name every setting; `npm run build` builds for the emulators (`--mode emulators`).
  const usesEmulators = mode !== 'production';
  if (!usesEmulators && command === 'build') {
    const problems = productionSettingsProblems(env);
    if (problems.length) {
      throw new Error(
        `A production build needs the real project's settings (web/.env.production.local):\n  ${problems.join('\n  ')}`,
      );
    }
  }
  // The site's public address, for robots.txt, the preview tags and the function's sitemap and canonical links:
  // VITE_SITE_URL, else (emulators only) the local Hosting.
  const siteUrl = env.VITE_SITE_URL || LOCAL_SITE_URL;
  if (!/^https?:\/\/[^/]+\/?$/.test(siteUrl)) {
    throw new Error(`VITE_SITE_URL must be an http(s) origin, not ${siteUrl}`);
  }
  return {
    plugins: [
      smallPreloadHelper({ firstLoadChunks: ['rolldown-runtime', 'react-dom', 'react-router', 'shared'] }),
      eagerCommonJsFactories(),
      stubReactfireUnusedSdks(),
      reactRouterTreeShaking(),
      interfaceCatalogs(),
      tailwindcss(),
      react(),
      reportFirstLoadJs(),
      pageBootScript(path.join(import.meta.dirname, '../firebase.json')),
      pageTemplate(import.meta.dirname),
      inlineStylesheet(),
      robotsTxt(siteUrl),
      brandIconsSprite(BRAND_ICONS_SPRITE, {
        skills: SKILL_ICONS,
        social: SOCIAL_NETWORKS,
      }),
      // The template's site-wide tags; the function writes each page's own, with the owner's current name.
      siteMeta({
        siteUrl,
        title: `${DEFAULT_SITE_CONTENT.name} · ${DEFAULT_SITE_CONTENT.role}`,
        description: `${DEFAULT_SITE_CONTENT.name}, ${DEFAULT_SITE_CONTENT.role}: ${DEFAULT_SITE_CONTENT.heroTitle}`,
        image: '/images/social-card.png',
      }),
    ],
    resolve: {
      alias: [
        // `@/` is web/src, as in tsconfig.json's paths (which esbuild and ESLint read).
        { find: /^@\//, replacement: `${WEB_SOURCE}/` },
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
              },
            ]
          : []),
      ],
    },
    // The app's only JSON modules are the interface's catalogs, each imported whole: no named export per key.
    json: { namedExports: false },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: { '/api': API_FUNCTION, '/media': API_FUNCTION },
    },
    build: {
      // Source maps are written for debugging but not referenced from the files a visitor downloads.
      sourcemap: 'hidden',
      // Every browser the site supports has modulepreload; the polyfill would only add to the first load.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The entry names every chunk it may load: six characters of hash (36 bits) tell apart a few hundred files
          // as surely, and keep the first load about 100 B (gzipped) lighter than the default eight.
          chunkFileNames: 'assets/[name]-[hash:6].js',
          // The first load's libraries in chunks of their own, which the start script evaluates one per task, and
          // the small shared modules together.
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: REACT_DOM_CHUNK },
              { name: 'react-router', test: REACT_ROUTER_CHUNK },
              { name: 'shared', test: FIRST_LOAD_SHARED },
            ],
          },
        },
        treeshake: {
          // `@portfolio/common` only declares constants, types and schemas. Said so, a page that needs one constant
          // does not also get the yup schemas (and yup) of modules it never imports from.
          moduleSideEffects: (id) => (COMMON_SOURCE.test(id) ? false : undefined),
        },
      },
    },
  };
});
