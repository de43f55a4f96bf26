/**
 * How browsers word a dynamic import that could not be fetched (Chromium, Firefox, Safari), and how Vite's preload
 * helper words a stylesheet of a lazy chunk that could not be.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a lazily loaded part of the app that failed to download (offline, or a newer deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
