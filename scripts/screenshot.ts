// Takes a screenshot of the running site with the project's Playwright set-up (the browser tests' flags, in Debian's
// Chromium). Run it while the emulators serve the seeded site:
//
//   node scripts/emulators.mjs exec --seed "npx tsx scripts/screenshot.ts"       (the README's docs/home.png)
//   npx tsx scripts/screenshot.ts /projects/all shot.png --width 390 --full-page --color-scheme dark
//   npx tsx scripts/screenshot.ts /dashboard shot.png --sign-in owner      (a seeded account: owner or visitor)
//   npx tsx scripts/screenshot.ts /project/seed-portfolio-v2 shot.png --sign-in owner --wait-for "Draft — only you can see this"
//   npx tsx scripts/screenshot.ts /profile shot.png --sign-in visitor --click "Delete my account"
//   npx tsx scripts/screenshot.ts /want shot.png --without-app --click "Send Message"   (the form sent natively)
//   npx tsx scripts/screenshot.ts /about shot.png --dir rtl      (laid out right to left, as an Arabic page is)
//   npx tsx scripts/screenshot.ts /about shot.png --locale bn-BD --act --wait-for "বাংলায় পড়ুন"
//     (a browser that prefers Bengali, whose first action starts the app: the offer of the Bengali page)
//   npx tsx scripts/screenshot.ts /dashboard/site shot.png --sign-in owner --click "Save site" --wait-for "Live on the site"
//   npx tsx scripts/screenshot.ts /dashboard/site shot.png --sign-in owner --file "Backup file (.zip)=export.zip" \
//     --wait-for "Restore this backup" --scroll-to "Restore from a backup…"    (a file chosen, a part far down the page)
import { chromium } from '@playwright/test';
import path from 'node:path';
import { parseArgs } from 'node:util';
import playwrightConfig from '../playwright.config';
import { CHROMIUM_PATH } from './browsers.mjs';
import { OWNER_ACCOUNT, VISITOR_ACCOUNT } from './demo-accounts';

const ACCOUNTS = { owner: OWNER_ACCOUNT, visitor: VISITOR_ACCOUNT } as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    'full-page': { type: 'boolean', default: false },
    // The system setting the page sees: light or dark.
    'color-scheme': { type: 'string', default: 'light' },
    // Signs in through the form first, as this seeded account.
    'sign-in': { type: 'string' },
    // Waits for this text to show before the shot (a page that changes after it has loaded, or after the click).
    'wait-for': { type: 'string' },
    // Presses the button of this name before the shot (a form or a dialog it opens).
    click: { type: 'string' },
    // Chooses a file in the input of this label before the shot: "label=path".
    file: { type: 'string' },
    // Scrolls this text to the top of the window before the shot (a part far down a long page).
    'scroll-to': { type: 'string' },
    // The page's direction of text (<html dir>), set once it has loaded: ltr or rtl.
    dir: { type: 'string' },
    // The browser's language, which the page reads as the visitor's preferred one.
    locale: { type: 'string' },
    // A first action (a key press) once the page has loaded: it starts the app on a public page, as a visitor's does.
    act: { type: 'boolean', default: false },
    // Refuses the app's scripts: the page as a visitor has it before the app runs, or when it cannot.
    'without-app': { type: 'boolean', default: false },
  },
});
const [route = '/', output = 'docs/home.png'] = positionals;
if (values.dir !== undefined && values.dir !== 'ltr' && values.dir !== 'rtl') {
  throw new Error(`--dir takes ltr or rtl, not "${values.dir}".`);
}
const baseURL = playwrightConfig.use?.baseURL ?? 'http://127.0.0.1:5000';

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: playwrightConfig.use?.launchOptions?.args,
});
try {
  const page = await browser.newPage({
    viewport: { width: Number(values.width), height: Number(values.height) },
    deviceScaleFactor: 1,
    colorScheme: values['color-scheme'] === 'dark' ? 'dark' : 'light',
    ...(values.locale && { locale: values.locale }),
  });
  if (values['without-app']) await page.route('**/assets/*.js', (route) => route.abort());
  const signIn = values['sign-in'];
  if (signIn) {
    const account = ACCOUNTS[signIn as keyof typeof ACCOUNTS];
    if (!account) throw new Error(`--sign-in takes ${Object.keys(ACCOUNTS).join(' or ')}, not "${signIn}".`);
    await page.goto(new URL('/signIn', baseURL).href);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/signIn');
  }
  // A signed-in page keeps Firestore's live queries open, so the network never rests: wait for the loaders to go.
  await page.goto(new URL(route, baseURL).href, { waitUntil: signIn ? 'load' : 'networkidle' });
  if (signIn) {
    await page.locator('.loader').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
  }
  if (values.act) await page.keyboard.press('Shift');
  if (values.dir) {
    await page.evaluate((dir) => (document.documentElement.dir = dir), values.dir);
    await page.waitForTimeout(100);
  }
  if (values.click) {
    await page.getByRole('button', { name: values.click, exact: true }).click();
    // A form sent natively loads another page; a signed-in page's network never rests (see above).
    await page.waitForLoadState(signIn ? 'load' : 'networkidle');
    await page.waitForTimeout(300);
  }
  if (values.file) {
    const [label = '', file = ''] = values.file.split(/=(?=[^=]*$)/);
    await page.getByLabel(label, { exact: true }).setInputFiles(path.resolve(file));
  }
  if (values['wait-for']) {
    await page.getByText(values['wait-for'], { exact: true }).first().waitFor();
    await page.locator('.loader').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
  }
  // Lazy images below the fold load only when scrolled to; a full-page shot scrolls through first.
  if (values['full-page']) {
    await page.evaluate(async () => {
      // Instant: the site scrolls smoothly, and the shot must not catch it half-way.
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    if (!signIn) await page.waitForLoadState('networkidle');
  }
  if (values['scroll-to']) {
    await page
      .getByText(values['scroll-to'], { exact: true })
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: path.resolve(output), fullPage: values['full-page'] });
  console.log(`screenshot: ${route} -> ${output}`);
} finally {
  await browser.close();
}
