import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

// The site's search: a word found only in one place finds that place first, with JavaScript (from the published
// index files, no function running) and without (the function's page); the keys; the empty and no-match states.

/** Seeded words found in one place only, and the title of that place. */
const ONLY_IN = [
  {
    where: 'a post’s body',
    word: 'monsoon',
    title: 'Coroutines on Android, the short version',
    kind: 'Post',
  },
  { where: 'a project’s description', word: 'cardamom', title: 'Recipe Box', kind: 'Project' },
  { where: 'the about page', word: 'origami', title: 'About Me', kind: 'Page' },
];

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
const pageSearch = (page: Page) => page.getByRole('main').getByRole('searchbox');
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem');

async function expectFirstResult(page: Page, { word, title, kind }: (typeof ONLY_IN)[number]) {
  await expect(page.getByRole('status')).toHaveText(`1 result for “${word}”`);
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveText(title);
  await expect(first).toContainText(kind);
  await expect(first.locator('mark')).toHaveText([new RegExp(word, 'i')]);
}

/** Starts the app on a served page, and waits until it has taken the page over. */
async function startApp(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('html[data-app]')).toHaveCount(1);
}

/** Every request the page makes from now on, but the page's own first one. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('with JavaScript', () => {
  test('each word found in one place only finds that place first, as the visitor types, with no function', async ({
    page,
  }) => {
    await page.goto('/');
    await startApp(page);
    const requests = recordRequests(page);
    await headerSearch(page).fill(ONLY_IN[0]?.word ?? '');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(`/search?q=${ONLY_IN[0]?.word}`);
    for (const place of ONLY_IN) {
      await pageSearch(page).fill('');
      await pageSearch(page).pressSequentially(place.word);
      await expectFirstResult(page, place);
      await expect(page).toHaveURL(`/search?q=${place.word}`);
    }
    const urls = requests.map((request) => new URL(request.url()));
    expect(urls.filter((url) => url.pathname.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((request) => request.resourceType() === 'document')).toEqual([]);
    expect(urls.some((url) => url.pathname === '/search-index.json')).toBe(true);
    expect(urls.filter((url) => url.pathname.startsWith('/files/search/')).length).toBeGreaterThan(2);
  });

  test('the first visit to / loads no search code and no index file', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await startApp(page);
    await page.waitForLoadState('networkidle');
    const loaded = requests.map((request) => request.url());
    expect(loaded.some((url) => url.includes('/assets/index-'))).toBe(true);
    expect(loaded.filter((url) => /search-route|search-index|\/files\/search\//.test(url))).toEqual([]);
  });

  test('/ focuses the search, ↓ and ↑ move through the results, Escape clears', async ({ page }) => {
    await page.goto('/about');
    await startApp(page);
    await page.keyboard.press('/');
    await expect(headerSearch(page)).toBeFocused();
    await page.keyboard.type('kotlin');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “kotlin”$/);
    // On the search page, `/` goes to its own field; typed in a field, it is a character.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(pageSearch(page)).toBeFocused();
    await expect(pageSearch(page)).toHaveValue('kotlin');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(0).getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1).getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(pageSearch(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pageSearch(page)).toHaveValue('');
    await expect(page.getByRole('status')).toHaveText(/^Type a word to search/);
    await expect(results(page)).toHaveCount(0);
    await expect(page).toHaveURL('/search');
  });

  test('says when nothing matches, keeping the words in the field', async ({ page }) => {
    await page.goto('/search?q=kotlin');
    await startApp(page);
    await pageSearch(page).fill('kotlin zzyzx');
    await expect(page.getByRole('status')).toHaveText(
      'No results for “kotlin zzyzx”. Try another word, or fewer words.',
    );
    await expect(pageSearch(page)).toHaveValue('kotlin zzyzx');
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each word found in one place only finds that place first, from the header’s form', async ({
    page,
  }) => {
    for (const place of ONLY_IN) {
      await page.goto('/services');
      await headerSearch(page).fill(place.word);
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(`/search?q=${place.word}`);
      await expectFirstResult(page, place);
      await expect(pageSearch(page)).toHaveValue(place.word);
    }
  });

  test('says when nothing was asked and when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('status')).toHaveText(/^Type a word to search/);
    await pageSearch(page).fill('zzyzx');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=zzyzx');
    await expect(page.getByRole('status')).toHaveText(
      'No results for “zzyzx”. Try another word, or fewer words.',
    );
    await expect(pageSearch(page)).toHaveValue('zzyzx');
  });
});
