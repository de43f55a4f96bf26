import { siteUrl } from './site';

/** About as many requests at once as one page load makes to the function. */
const CONCURRENCY = 4;
const TIMEOUT_MS = 30_000;

/**
 * Requests each path a few times, several at once, before anything is measured. The Functions emulator starts a
 * worker process (seconds, on two cores) for each request that finds none idle: a cost of the emulator, not of the
 * product, that would otherwise land on whichever measurement comes first.
 */
export async function warmUp(
  paths: string[],
  concurrency = CONCURRENCY,
  headers?: Record<string, string>,
  rounds = 2,
): Promise<void> {
  const request = async (path: string) => {
    const response = await fetch(siteUrl(path), { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while warming up`);
  };
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      await Promise.all(Array.from({ length: concurrency }, () => request(path)));
    }
  }
}
