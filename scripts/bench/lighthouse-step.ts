// The bench's Lighthouse step: each page's runs alternate with runs of the floor (an empty Vite + React page the
// bench builds and serves itself), and the static floor runs once beside each page, after the pages and the API
// answers they read are warmed up.
import { startFloor } from './floor';
import { auditOnce, medianRow, type RunFigures } from './lighthouse-audit';
import type { StepRunner } from './publication-steps';
import { lighthouseTable, type BenchResults } from './report';
import { BENCH_POST_SLUG, BENCH_PROJECT_ID, siteUrl } from './site';
import { warmUp } from './warm-up';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/projects/all',
  `/project/${BENCH_PROJECT_ID}`,
  '/about',
  `/writing/${BENCH_POST_SLUG}`,
];
/** The pages themselves (any of them may be rendered by the function) and the API answers they read. */
const WARM_UP_PATHS = [
  ...LIGHTHOUSE_PAGES,
  '/api/best-projects',
  '/api/filterd-projects?categoryOfProject=all',
  `/api/projects/${BENCH_PROJECT_ID}`,
  `/api/posts/${BENCH_POST_SLUG}`,
];
/** Runs per page, and as many of the floor beside it: 5 pages × 3 × 2 = 30 mobile runs, about 6 minutes here. */
const LIGHTHOUSE_RUNS = 3;

/** Lighthouse on each of `pages` beside the floor, into `results.lighthouse` (and the static floor's median). */
export async function measureLighthouse(
  results: BenchResults,
  pages: string[],
  { step, progress }: Omit<StepRunner, 'runs'>,
): Promise<void> {
  await step('Lighthouse', async () => {
    await warmUp(WARM_UP_PATHS);
    const floor = await startFloor();
    results.floor = { url: floor.url, versions: floor.versions };
    progress(`floor built and served at ${floor.url}`);
    results.lighthouse = [];
    const staticRuns: RunFigures[] = [];
    try {
      for (const page of pages) {
        await step(`Lighthouse ${page}`, async () => {
          // Floor, page, floor, page…: the two see the same machine load, minutes (not a whole bench) apart.
          const siteRuns: RunFigures[] = [];
          const floorRuns: RunFigures[] = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
            floorRuns.push(await auditOnce(floor.url));
            siteRuns.push(await auditOnce(siteUrl(page)));
          }
          // The static floor once beside each page: its median spans the whole Lighthouse step.
          staticRuns.push(await auditOnce(floor.staticUrl));
          const row = { page, site: medianRow(page, siteRuns), floor: medianRow(floor.url, floorRuns) };
          results.lighthouse?.push(row);
          progress(`Lighthouse ${page} beside the floor`, lighthouseTable([row]).split('\n').at(-1));
        });
      }
    } finally {
      await floor.close();
    }
    if (staticRuns.length > 0) results.staticFloor = medianRow(floor.staticUrl, staticRuns);
  });
}
