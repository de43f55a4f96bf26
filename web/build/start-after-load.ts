import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * The served pages are complete without JavaScript, so the app need not run before they paint. This rewrites the
 * built index.html so that the app is fetched once the page has loaded: the entry script and its preloads give way
 * to a small start script (a file, as the CSP allows no inline script) that imports the entry on the load event.
 * Until then the page's own images and text have the network and the main thread to themselves, and its largest
 * paint never waits for the app. Returns the rewritten HTML; the start script is written into `assets/`.
 */
export async function startAppAfterLoad(html: string, outDir: string): Promise<string> {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script to defer');
  const code = [
    `const start = () => import(${JSON.stringify(entry)});`,
    `if (document.readyState === 'complete') start();`,
    `else addEventListener('load', start, { once: true });`,
    '',
  ].join('\n');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const startScript = `/assets/start-${hash}.js`;
  await writeFile(path.join(outDir, startScript), code);
  return html
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, `<script type="module" src="${startScript}"></script>\n    `);
}
