import type { BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';

const GAPI_STAND_IN = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');

/** Serves the gapi stand-in for Google's script to the page, the Auth emulator's iframe and popups alike. */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
