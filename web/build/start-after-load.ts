import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minifySync, type Rolldown } from 'vite';
import { PAGE_JSON_ATTRIBUTE, ROOT_ELEMENT_ID } from '../src/config/page-root';
import { APP_NOW_ATTRIBUTE, APP_START_META } from '../src/config/app-start';
import { APP_FAILED_ATTRIBUTE } from '../src/config/early-controls';
import { NEXT_PAGE_SCRIPT } from '../src/config/next-page';
import { parseStylesheet, stylesheetEntries } from '../src/server/used-css';
import { reportView, VIEW_REPORT_RULES } from '../src/lib/view-report';
import { whenIdle } from '../src/lib/when-idle';
import { mergeWholeStylesheet } from '../src/lib/whole-stylesheet';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** What the app needs on a first load: its chunks, each after the chunks it imports, and its stylesheet. */
export interface FirstLoad {
  /** The entry chunk and the chunks it imports statically, each after the chunks it imports. */
  chunks: string[];
  /** The whole stylesheet; a served page inlines only the rules its own markup uses. */
  stylesheet: string;
  /** The whole stylesheet's rules as `mergeWholeStylesheet` reads them (JSON), and the file they are written to. */
  stylesheetRules: { fileName: string; source: string };
}

function stylesheetRulesFile(css: string): FirstLoad['stylesheetRules'] {
  const source = JSON.stringify(stylesheetEntries(parseStylesheet(css)));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/stylesheet-${hash}.json`, source };
}

/** Each bundle's first load, read once for the plugins that need it (the rules file takes a parse of the stylesheet). */
const firstLoads = new WeakMap<Rolldown.OutputBundle, FirstLoad>();

export function firstLoadOf(bundle: Rolldown.OutputBundle): FirstLoad {
  let firstLoad = firstLoads.get(bundle);
  if (!firstLoad) {
    firstLoad = readFirstLoad(bundle);
    firstLoads.set(bundle, firstLoad);
  }
  return firstLoad;
}

function readFirstLoad(bundle: Rolldown.OutputBundle): FirstLoad {
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
  const css = stylesheet && bundle[stylesheet];
  if (!css || others.length > 0) {
    throw new Error(`The first load should have one stylesheet, not ${stylesheets.length}`);
  }
  if (css.type !== 'asset') throw new Error(`${stylesheet} is not a stylesheet`);
  return { chunks, stylesheet, stylesheetRules: stylesheetRulesFile(String(css.source)) };
}

/** A script written into `assets/`, named after its content. */
function assetScript(name: string, code: string): { fileName: string; code: string } {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/${name}-${hash}.js`, code };
}

/** What opens the next page at once (next-page.ts), which the start script adds once the page has loaded. */
export const nextPageScript = () => assetScript('next-page', NEXT_PAGE_SCRIPT);

/**
 * The start script of a page, which the page's first script adds after the load (app-start.ts). It adds what opens
 * the next page at once, reports the page's view once the browser is idle after the load, app or no app, and
 * starts the app once that first script
 * marks the page as needing it (APP_NOW_ATTRIBUTE): at once on some pages, otherwise on the visitor's first action.
 *
 * Then it waits for the load event and the frame after it, which paints the page, fetches the app's chunks and the
 * whole stylesheet's rules together and evaluates the chunks one per task, libraries first, so that a tap or a key
 * press waits at most for one chunk, never for the whole app. Meanwhile it merges the rules the page's inline
 * stylesheet left out into it, a few milliseconds at a time (`mergeWholeStylesheet`): a stylesheet added whole
 * would restyle every element of the page in one long task. Where that cannot be done, it adds the whole
 * stylesheet instead. The app's own chunk runs once the page has the whole stylesheet: from then on the app may
 * show markup the page's inline rules do not cover.
 */
export function startScript({ chunks, stylesheet, stylesheetRules }: FirstLoad): {
  fileName: string;
  code: string;
} {
  const source = `const chunks = ${JSON.stringify(chunks.map((fileName) => `/${fileName}`))};
${whenIdle.toString()}
${reportView.toString()}
${mergeWholeStylesheet.toString()}
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', resolve, { once: true });
});
loaded.then(() => document.head.append(Object.assign(document.createElement('script'), { src: ${JSON.stringify(`/${nextPageScript().fileName}`)} })));
loaded.then(() => whenIdle(() => reportView(location.pathname, document.referrer, ${JSON.stringify(VIEW_REPORT_RULES)})));
// The page's first script marks the page once the app is needed (app-start.ts).
const needed = new Promise((resolve) => {
  const html = document.documentElement;
  const check = () => html.hasAttribute(${JSON.stringify(APP_NOW_ATTRIBUTE)}) && resolve();
  check();
  new MutationObserver(check).observe(html, { attributeFilter: [${JSON.stringify(APP_NOW_ATTRIBUTE)}] });
});
// The frame after the load event paints the whole page (no stylesheet or script of its own holds it), and a task
// after that frame runs once it is on screen; a hidden tab paints, and so starts the app, once shown.
const paintedAfterLoad = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
async function start() {
  await Promise.all([loaded, needed]);
  await paintedAfterLoad();
  // A published page's JSON elements are in a file its root names: fetched first, they become the page's JSON
  // elements again, which the app reads as it reads a page the function rendered.
  const json = document.getElementById(${JSON.stringify(ROOT_ELEMENT_ID)}).getAttribute(${JSON.stringify(PAGE_JSON_ATTRIBUTE)});
  // A file that is gone (a publication since the page was loaded) answers the 404 page, which is no JSON either.
  const data = !json || fetch(json).then((response) => response.json()).then((values) => {
    for (const id in values) document.body.append(Object.assign(document.createElement('script'), { type: 'application/json', id, textContent: JSON.stringify(values[id]) }));
    return 1;
  }, () => 0);
  // One request per task: starting one takes the browser 1–3 ms (5–11 ms at 4× CPU slowdown).
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  const styled = (async () => {
    try {
      const entries = await (await fetch(${JSON.stringify(`/${stylesheetRules.fileName}`)})).json();
      await mergeWholeStylesheet(document.querySelector('style').sheet, entries);
    } catch {
      await new Promise((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = ${JSON.stringify(`/${stylesheet}`)};
        link.onload = link.onerror = resolve;
        document.head.append(link);
      });
    }
  })();
  for (const [index, href] of chunks.entries()) {
    if (index === chunks.length - 1) {
      await styled;
      // Without its data the app would not show the page it came with: the page stays as it is.
      if (!(await data)) return document.documentElement.setAttribute(${JSON.stringify(APP_FAILED_ATTRIBUTE)}, '');
    }
    await import(href);
    await nextTask();
  }
}
start();
`;
  const { code, errors } = minifySync('start.js', source, { module: true });
  if (errors.length > 0) throw new Error(`The start script does not minify: ${errors[0]?.message}`);
  return assetScript('start', code);
}

/**
 * The served pages are complete without JavaScript, so the app need not run before they paint. This rewrites the
 * built index.html so that nothing of the app is fetched before the page has loaded and painted: the entry script
 * and its preloads give way to a meta element naming the start script, which the page's first script adds after the
 * load (app-start.ts). Until then the page's own images and text have the network and the main thread to
 * themselves, and its first and largest paints never wait for the app. Returns the rewritten HTML; the start script
 * is written into `assets/`.
 */
export async function startAppAfterLoad(html: string, outDir: string, firstLoad: FirstLoad): Promise<string> {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('The built index.html has no module entry script to defer');
  const { fileName, code } = startScript(firstLoad);
  await writeFile(path.join(outDir, fileName), code);
  const nextPage = nextPageScript();
  await writeFile(path.join(outDir, nextPage.fileName), nextPage.code);
  const { stylesheetRules } = firstLoad;
  await writeFile(path.join(outDir, stylesheetRules.fileName), stylesheetRules.source);
  return html
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, `<meta name="${APP_START_META}" content="/${fileName}" />\n    `);
}
