import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { firstLoadOf, startAppAfterLoad } from './start-after-load';

const RENDER_MODULE = 'src/server/render-page.tsx';

/** The browser-rendered areas (profile, dashboard): the frame with a loader, until the app has run. */
export const APP_SHELL_FILE = 'app-shell.html';
/** Where the built index.html is kept, as the template the `api` function renders the data pages into. */
export const PAGE_TEMPLATE_FILE = 'dist-server/page-template.html';

const NOT_FOUND_FILE = '404.html';

type RenderModule = typeof import('../src/server/render-page');

/**
 * Renders the static public pages with React's server renderer, from the same components as the app, into the
 * built index.html, which is their template. The home page and the project pages show Firestore data, so the
 * function renders them per request from the same template (kept in dist-server/); index.html itself is removed so
 * that Hosting sends `/` to the function.
 */
export function prerender(webRoot: string): Plugin {
  let outDir = '';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const template = await startAppAfterLoad(
        await readFile(path.join(outDir, 'index.html'), 'utf8'),
        outDir,
        firstLoadOf(bundle),
      );
      // A dev server without its HTTP side, for its module loader: the pages' lazy routes are imported while
      // rendering, so the loader must stay open until every page is written.
      const server = await createServer({
        root: webRoot,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule(path.join(webRoot, RENDER_MODULE))) as RenderModule;
        for (const [route, file] of Object.entries(module.STATIC_PAGES)) {
          const { html, status } = await module.renderPage(route, template);
          if (status !== 200 && file !== NOT_FOUND_FILE)
            this.error(`${route} rendered with status ${status}`);
          await writeFile(path.join(outDir, file), html);
        }
        await writeFile(path.join(outDir, APP_SHELL_FILE), module.renderAppShell(template));
      } finally {
        await server.close();
      }
      const templatePath = path.join(webRoot, PAGE_TEMPLATE_FILE);
      await mkdir(path.dirname(templatePath), { recursive: true });
      await writeFile(templatePath, template);
      await rm(path.join(outDir, 'index.html'));
    },
  };
}
