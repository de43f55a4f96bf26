import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { firstLoadOf, startAppAfterLoad } from './start-after-load';

/** Where the built index.html is kept, as the template the `api` function renders every page into. */
export const PAGE_TEMPLATE_FILE = 'dist-server/page-template.html';

/**
 * Keeps the built index.html as the pages' template: every page shows the site content, which the owner edits, so
 * the function renders each one per request into this template. index.html itself is removed so that Hosting
 * sends every page's path to the function.
 */
export function pageTemplate(webRoot: string): Plugin {
  let outDir = '';
  return {
    name: 'page-template',
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
      const templatePath = path.join(webRoot, PAGE_TEMPLATE_FILE);
      await mkdir(path.dirname(templatePath), { recursive: true });
      await writeFile(templatePath, template);
      await rm(path.join(outDir, 'index.html'));
    },
  };
}
