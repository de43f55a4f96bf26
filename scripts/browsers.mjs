// The browsers the project drives, both Debian's packages (Playwright's own browser download is not possible
// offline). CHROME_PATH overrides both.
import { existsSync } from 'node:fs';

/** Debian's Chromium: what a visitor runs; the bench's Lighthouse and the screenshots use it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' browser: Debian's build of Chromium's headless shell (the same Blink without the browser's own
 * windows, whose interface cost a renderer process of its own per test), else Chromium.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
