// @vitest-environment node
// A page rendered in Bengali or Arabic has that language's interface texts (the header, the buttons, the headings)
// and no English text that has a message in the language; numbers and dates are the language's; the next page
// rendered without a language is English again, as every other test's.
import { DEFAULT_SITE_CONTENT, type Post, type PublicReads } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { aboutTexts } from '@/config/about-texts';
import { texts } from '@/config/texts';
import { writingTexts } from '@/config/writing-texts';
import { projectFixture } from '@/features/projects/project.fixture';
import arPages from '@/i18n/catalogs/ar-pages.json';
import arHome from '@/i18n/catalogs/ar.json';
import bnPages from '@/i18n/catalogs/bn-pages';
import bnHome from '@/i18n/catalogs/bn.json';
import { mergeCatalogs } from '@/i18n/interface-texts';
import { renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;
const day = '2026-11-20T09:00:00.000Z';
const post: Post = {
  ...{ id: 'tides', slug: 'tides', title: 'Tides', summary: 'About tides', tags: ['Go'], published: true },
  ...{ publishedAt: day, updatedAt: day, readingMinutes: 5, html: '<p>Body</p>', headings: [] },
};
const project = projectFixture({ _id: 'p1', title: 'Harbour Tides' });
const reads: PublicReads = {
  site: async () => DEFAULT_SITE_CONTENT,
  bestProjects: async () => [project],
  categoryProjects: async () => [project],
  project: async () => project,
  posts: async () => [post],
  post: async () => post,
  wholePosts: async () => [post],
};

/** The page's rendered markup, without the data for the app (the owner's content, which is not translated here). */
async function rootOf(url: string, language?: string): Promise<string> {
  const { html } = await renderPage(url, TEMPLATE, reads, undefined, { language });
  const root = html.slice(html.indexOf('<div id="root">'));
  return root.slice(0, root.indexOf('<script'));
}

/** Texts a catalog holds as plain messages, and the English texts they replace, paired by key. */
function plainPairs(english: object, catalog: object): [string, string][] {
  return Object.entries(catalog).flatMap(([key, message]): [string, string][] => {
    const source = (english as Record<string, unknown>)[key];
    if (typeof message === 'object' && typeof source === 'object' && source)
      return plainPairs(source, message as object);
    return typeof message === 'string' && typeof source === 'string' ? [[source, message]] : [];
  });
}

// The parts as one (as the server applies them): the catalogs' messages as plain texts, which these tests look for.
const CATALOGS = {
  bn: mergeCatalogs(bnHome, bnPages) as typeof bnHome & typeof bnPages,
  ar: mergeCatalogs(arHome, arPages) as typeof arHome & typeof arPages,
};

describe.each(Object.entries(CATALOGS))('a page rendered in %s', (language, catalog) => {
  const headerAndHome = plainPairs(texts, catalog.texts);
  const about = plainPairs(aboutTexts, catalog.about);

  it('/about has the header, the headings and the labels in the language, and none in English', async () => {
    const html = await rootOf('/about', language);
    for (const text of [catalog.texts.header.home, catalog.texts.header.signIn, catalog.texts.about.title])
      expect(html).toContain(text);
    for (const [english] of [...headerAndHome, ...about]) {
      // A word English shares with the language's text (a brand, "GPA" in the Arabic) is not English left behind.
      if (
        english.length > 3 &&
        !Object.values(catalog).some((part) => JSON.stringify(part).includes(english))
      ) {
        expect(html, english).not.toContain(`>${english}<`);
        expect(html, english).not.toContain(`="${english}"`);
      }
    }
  });

  it('/ has the home page headings and buttons in the language, and its next render is English', async () => {
    const html = await rootOf('/', language);
    const { home, header } = catalog.texts;
    for (const text of [home.latestPostsTitle, home.bestProjectsTitle, home.hireMe, header.about])
      expect(html).toContain(text);
    for (const text of [texts.home.latestPostsTitle, texts.home.bestProjectsTitle, texts.home.hireMe])
      expect(html).not.toContain(text);
    const english = await rootOf('/');
    expect(english).toContain(texts.home.bestProjectsTitle);
    expect(english).not.toContain(home.bestProjectsTitle);
  });
});

describe('numbers and dates in the page language', () => {
  it("writes a post's date and reading time in Bengali digits and months", async () => {
    const html = await rootOf('/writing/tides', 'bn');
    expect(html).toContain('৫ মিনিটে পড়া');
    expect(html).toContain('২০ নভেম্বর, ২০২৬');
    expect(html).not.toContain(writingTexts.readingTime(5));
  });

  it('writes them in Arabic, with the Arabic plural', async () => {
    const html = await rootOf('/writing/tides', 'ar');
    expect(html).toContain('5 دقائق قراءة');
    expect(html).toContain('نوفمبر');
    expect(await rootOf('/writing/tides')).toContain('November 20, 2026');
  });
});
