import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifySync, type Rolldown } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** What the app needs on a first load: its chunks, each after the chunks it imports, and its stylesheet. */
export interface FirstLoad {
  /** The entry chunk and the chunks it imports statically, each after the chunks it imports. */
  chunks: string[];
  /** The whole stylesheet; a served page inlines only the rules its own markup uses. */
  stylesheet: string;
}

export function firstLoadOf(bundle: Rolldown.OutputBundle): FirstLoad {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error('The bundle has no entry chunk');
  const chunks: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunks.includes(fileName) || chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    chunks.push(fileName);
  };
  visit(entry.fileName);
  const stylesheets = chunks.flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  const [stylesheet, ...others] = stylesheets;
  if (!stylesheet || others.length > 0) {
    throw new Error(`The first load should have one stylesheet, not ${stylesheets.length}`);
  }
  return { chunks, stylesheet };
}

/**
 * The start script of a page: it waits for the load event, the first contentful paint and the frame after it (a
 * hidden tab paints, and so starts the app, once shown), then fetches the app's chunks and the whole stylesheet
 * together and evaluates the chunks one per task, libraries first, so that a tap or a key press waits at most for
 * one chunk, never for the whole app. The app's own chunk runs once the stylesheet applies: from then on the app
 * may show markup the page's inline rules do not cover.
 */
export function startScript({ chunks, stylesheet }: FirstLoad): { fileName: string; code: string } {
  const source = `const chunks = ${JSON.stringify(chunks.map((fileName) => `/${fileName}`))};
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', resolve, { once: true });
});
const painted = new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
// The frame after the one that painted: images that finished loading with the page are on screen by then.
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
async function start() {
  await Promise.all([loaded, painted]);
  await nextFrame();
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const styled = new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ${JSON.stringify(`/${stylesheet}`)};
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
  for (const [index, href] of chunks.entries()) {
    if (index === chunks.length - 1) await styled;
    await import(href);
    await nextTask();
  }
}
start();
`;
  const { code, errors } = minifySync('start.js', source);
  if (errors.length > 0) throw new Error(`The start script does not minify: ${errors[0]?.message}`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/start-${hash}.js`, code };
}

/**
 * The served pages are complete without JavaScript, so the app need not run before they paint. This rewrites the
 * built index.html so that the app is fetched once the page has loaded and painted: the entry script and its
 * preloads give way to the start script (a file, as the CSP allows no inline script). Until then the page's own
 * images and text have the network and the main thread to themselves, and its first and largest paints never wait
 * for the app. Returns the rewritten HTML; the start script is written into `assets/`.
 */
export async function startAppAfterLoad(html: string, outDir: string, firstLoad: FirstLoad): Promise<string> {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('The built index.html has no module entry script to defer');
  const { fileName, code } = startScript(firstLoad);
  await writeFile(path.join(outDir, fileName), code);
  return html
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, `<script type="module" fetchpriority="low" src="/${fileName}"></script>\n    `);
}
