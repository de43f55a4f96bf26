import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The name under which the build puts a copy of the web app's built index.html (its root left empty, the template
 * the pages are rendered into) beside the bundled function.
 */
export const SPA_SHELL_FILE = 'spa-index.html';

let shell: string | undefined;

/** The web app's built index.html (copied at build time), read once per instance. */
export function spaShell(): string {
  shell ??= readFileSync(path.join(__dirname, SPA_SHELL_FILE), 'utf8');
  return shell;
}

/** False for a function built without the pages (`npm run dev`, where Vite serves them): nothing to publish. */
export function hasPageTemplate(): boolean {
  return existsSync(path.join(__dirname, SPA_SHELL_FILE));
}
