// Each of the site's languages published as its own files: the seed's English (default), Bengali and Arabic. Every
// public page is a file in each, says its language and direction, names its alternates, and shows the owner's words
// in its language where they are translated and published, the English ones marked `lang="en"` elsewhere.
import {
  COLLECTIONS,
  TEXT_LIMITS,
  translationDocId,
  type Project,
  type Translation,
  type VisitStats,
} from '@portfolio/common';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { db, requestPublication } from './backend';
import { untilPublished } from './publication-status';
import { sendView, viewsOf, visitStats } from './views';

const SERVED_FOLDER = path.join(import.meta.dirname, '../../web/dist');
const OTHER_LANGUAGES = ['bn', 'ar'];
const page = async (pagePath: string) => {
  const response = await fetch(`${SITE_ORIGIN}${pagePath}`);
  return { status: response.status, html: await response.text() };
};

/** Every page file the default language has (none of the other languages' folders, assets or stored files). */
async function defaultPageFiles(): Promise<string[]> {
  const entries = await readdir(SERVED_FOLDER, { recursive: true });
  const skipped = /^(bn|ar|assets|files|media|images|cv)\//;
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.html') && !skipped.test(entry));
}

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

describe('each language as files', () => {
  it('every public page of the default language is a file in Bengali and in Arabic too, served as it is', async () => {
    const files = await defaultPageFiles();
    expect(files).toContain('index.html');
    expect(files).toContain('project/seed-shopfront/index.html');
    for (const language of OTHER_LANGUAGES) {
      for (const file of files) {
        const html = await readFile(path.join(SERVED_FOLDER, language, file), 'utf8');
        expect(html, `${language}/${file}`).toContain(`<html lang="${language}"`);
      }
    }
    // Hosting serves the file byte for byte: no function rendered it.
    const served = await page('/bn/about');
    expect(served.html).toBe(await readFile(path.join(SERVED_FOLDER, 'bn/about/index.html'), 'utf8'));
  });

  it('says its language and direction, and names each language’s page, the default one and its own address', async () => {
    const bengali = (await page('/bn/about')).html;
    expect(bengali).toMatch(/<html lang="bn" dir="ltr" data-language-base="\/bn">/);
    const arabic = (await page('/ar/project/seed-shopfront')).html;
    expect(arabic).toMatch(/<html lang="ar" dir="rtl" data-language-base="\/ar">/);
    for (const [hreflang, href] of [
      ['en', '/project/seed-shopfront'],
      ['bn', '/bn/project/seed-shopfront'],
      ['ar', '/ar/project/seed-shopfront'],
      ['x-default', '/project/seed-shopfront'],
    ]) {
      expect(arabic).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${SITE_ORIGIN}${href}" />`,
      );
    }
    expect(arabic).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/ar/project/seed-shopfront" />`);
    expect(arabic).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/ar/project/seed-shopfront" />`);
    expect(arabic).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(arabic).toContain('<meta property="og:locale:alternate" content="bn_BD" />');
    // The default language's page names the others too, and keeps its plain path.
    const english = (await page('/about')).html;
    expect(english).toMatch(/<html lang="en" dir="ltr">/);
    expect(english).toContain(`<link rel="alternate" hreflang="bn" href="${SITE_ORIGIN}/bn/about" />`);
  });

  it('shows the translated words, and the untranslated ones in English marked lang="en"', async () => {
    const bengali = (await page('/bn/project/seed-shopfront')).html;
    expect(bengali).toContain('শপফ্রন্ট');
    expect(bengali).not.toMatch(/lang="en"[^>]*>\s*Shopfront/);
    // Arabic translates the hero but not the about summary: the summary is English, and says so.
    const arabicHome = (await page('/ar/')).html;
    expect(arabicHome).toContain('أبني مواقع سريعة');
    expect(arabicHome).toMatch(/<p[^>]*lang="en"[^>]*>I am a diploma engineering student/);
    // A project nobody translated keeps its English title, marked.
    const untranslated = (await page('/bn/project/seed-fittrack')).html;
    expect(untranslated).toMatch(/<h1[^>]*lang="en"[^>]*>FitTrack<\/h1>/);
    // A translated post body is the translation; the default page is untouched.
    expect((await page('/bn/writing/css-light-dark')).html).toContain('দুটি থিম মানে');
    expect((await page('/writing/css-light-dark')).html).not.toContain('দুটি থিম মানে');
  });

  it('the sitemap names every page in each language with its alternates; each language has its feed', async () => {
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/bn/about</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${SITE_ORIGIN}/ar/project/seed-shopfront"/>`,
    );
    const feed = await (await fetch(`${SITE_ORIGIN}/bn/writing/feed.xml`)).text();
    expect(feed).toContain('xml:lang="bn"');
    expect(feed).toContain('আলো আর আঁধারের জন্য একটিই রঙের তালিকা');
    expect(feed).toContain(`${SITE_ORIGIN}/bn/writing/css-light-dark`);
    const search = await (await fetch(`${SITE_ORIGIN}/bn/search-index.json`)).json();
    expect(search).toBeTruthy();
  });
});

describe('pages and reads the function answers in a language', () => {
  it('a filtered list, a search and an unknown page under a prefix are in that language', async () => {
    const filtered = await page('/bn/projects/all/filter?tech=Stripe');
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain('<html lang="bn"');
    expect(filtered.html).toContain('শপফ্রন্ট');
    const missing = await page('/ar/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="ar" dir="rtl"');
  });

  it('public reads answer in ?lang=, refuse a value that is no language, and ignore one the site has not', async () => {
    const bengali = await jsonOf<Project>(await api('/projects/seed-shopfront?lang=bn'));
    expect(bengali.title).toBe('শপফ্রন্ট');
    const french = await jsonOf<Project>(await api('/projects/seed-shopfront?lang=fr'));
    expect(french.title).toBe('Shopfront');
    for (const hostile of ['zz', 'bn%00', '../en', 'BN']) {
      const refused = await api(`/projects/seed-shopfront?lang=${hostile}`);
      expect(refused.status, hostile).toBe(400);
    }
  });
});

describe('the contact form sent natively from a page in Bengali', () => {
  it('answers its page in Bengali, each refused field’s message in Bengali', async () => {
    const response = await fetch(`${SITE_ORIGIN}/bn/want/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({ name: '', number: '', email: 'x', message: '' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('নাম আবশ্যক');
    expect(html).toContain('বার্তা আবশ্যক');
    expect(html).not.toContain('Name is required');
  });

  it('gives a message built from a field’s label and limit in Bengali too, the label with it', async () => {
    const response = await fetch(`${SITE_ORIGIN}/bn/want/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({
        name: 'Rahim',
        number: '0'.repeat(TEXT_LIMITS.phone + 1),
        email: 'rahim@example.com',
        message: 'x'.repeat(TEXT_LIMITS.message + 1),
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    // "বার্তা সর্বোচ্চ ৫,০০০টি অক্ষরের হতে পারে": the label, the limit in Bengali digits, the sentence.
    expect(html).toContain('বার্তা সর্বোচ্চ ৫,০০০টি অক্ষরের হতে পারে');
    expect(html).toContain('ফোন নম্বর সর্বোচ্চ ৩০টি অক্ষরের হতে পারে');
    expect(html).not.toContain('must be at most');
  });
});

describe('visits by language', () => {
  it('a view of a page in Bengali counts for the page and for Bengali', async () => {
    const languageViews = (stats: VisitStats, code: string) =>
      stats.languages.find(({ language }) => language === code)?.views ?? 0;
    const before = await visitStats(admin);
    expect((await sendView({ path: '/bn/about' })).status).toBe(204);
    expect((await sendView({ path: '/about' })).status).toBe(204);
    const after = await visitStats(admin);
    expect(languageViews(after, 'bn')).toBe(languageViews(before, 'bn') + 1);
    expect(languageViews(after, 'en')).toBe(languageViews(before, 'en') + 1);
    expect(viewsOf(after, '/about')).toBe(viewsOf(before, '/about') + 2);
    // A prefix that is no language is no page.
    expect((await sendView({ path: '/xx/about' })).status).toBe(400);
  });
});

describe('a draft translation is never public', () => {
  const id = translationDocId('project', 'seed-taskboard', 'ar');
  const draft: Translation = {
    kind: 'project',
    id: 'seed-taskboard',
    language: 'ar',
    fields: { title: 'لوحة المهام' },
    sources: {},
    published: false,
    updatedAt: new Date().toISOString(),
    updatedBy: 'test',
  };
  afterAll(async () => {
    await db.collection(COLLECTIONS.translations).doc(id).delete();
    await requestPublication();
    await untilPublished(admin);
  });

  it('its language’s pages keep the English text until it is published', async () => {
    await db.collection(COLLECTIONS.translations).doc(id).set(draft);
    await requestPublication();
    await untilPublished(admin);
    expect((await page('/ar/project/seed-taskboard')).html).not.toContain('لوحة المهام');
    expect((await jsonOf<Project>(await api('/projects/seed-taskboard?lang=ar'))).title).toBe('Taskboard');

    await db.collection(COLLECTIONS.translations).doc(id).update({ published: true });
    await requestPublication();
    await untilPublished(admin);
    expect((await page('/ar/project/seed-taskboard')).html).toContain('لوحة المهام');
  });
});
