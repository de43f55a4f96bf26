// The bench's Lighthouse step: each page's runs alternate with runs of its static twin (the same page without its
// scripts, twin.ts), both through one proxy that compresses them alike, after the pages and the API answers they
// read are warmed up.
import { auditOnce, medianRow, type RunFigures } from './lighthouse-audit';
import type { StepRunner } from './publication-steps';
import { lighthouseTable, type BenchResults } from './report';
import { BENCH_POST_SLUG, BENCH_PROJECT_ID } from './site';
import { startTwinServer } from './twin';
import { warmUp } from './warm-up';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/projects/all',
  `/project/${BENCH_PROJECT_ID}`,
  '/about',
  `/writing/${BENCH_POST_SLUG}`,
  // Pages in the seed's other languages: their language's texts and catalog, right to left for Arabic.
  '/bn/',
  `/ar/project/${BENCH_PROJECT_ID}`,
];
/** The pages themselves (any of them may be rendered by the function) and the API answers they read. */
const WARM_UP_PATHS = [
  ...LIGHTHOUSE_PAGES,
  '/api/best-projects',
  '/api/filterd-projects?categoryOfProject=all',
  `/api/projects/${BENCH_PROJECT_ID}`,
  `/api/posts/${BENCH_POST_SLUG}`,
];
/** Runs per page, and as many of its twin: 5 pages × 5 × 2 = 50 mobile runs, about 8 minutes here. */
export const LIGHTHOUSE_RUNS = 5;

/** Lighthouse on each of `pages` beside its twin, into `results.lighthouse`. */
export async function measureLighthouse(
  results: BenchResults,
  pages: string[],
  { step, progress }: Omit<StepRunner, 'runs'>,
): Promise<void> {
  await step('Lighthouse', async () => {
    await warmUp(WARM_UP_PATHS);
    const server = await startTwinServer();
    progress(`pages and their twins served at ${server.pageUrl('/')}`);
    results.lighthouse = [];
    try {
      for (const page of pages) {
        await step(`Lighthouse ${page}`, async () => {
          // Twin, page, twin, page…: the two see the same machine load, seconds (not a whole bench) apart.
          const siteRuns: RunFigures[] = [];
          const twinRuns: RunFigures[] = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
            twinRuns.push(await auditOnce(server.twinUrl(page)));
            siteRuns.push(await auditOnce(server.pageUrl(page)));
          }
          const row = { page, site: medianRow(page, siteRuns), twin: medianRow(`${page} (twin)`, twinRuns) };
          results.lighthouse?.push(row);
          progress(`Lighthouse ${page} beside its twin`, lighthouseTable([row]).split('\n').at(-1));
        });
      }
    } finally {
      await server.close();
    }
  });
}
