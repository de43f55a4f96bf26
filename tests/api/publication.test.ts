// The public pages as files: a change is published within seconds, and the Hosting emulator then serves the file,
// which no function renders; views that depend on their query keep paths the function answers.
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@portfolio/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { publicationStatus, untilPublished } from './publication-status';

/** The folder the Hosting emulator serves, where the emulators' publications go. */
const SERVED_FOLDER = path.join(import.meta.dirname, '../../web/dist');
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const status = () => publicationStatus(admin);
const untilLive = () => untilPublished(admin);

async function saveSite(change: (content: SiteContent) => void): Promise<SiteContent> {
  const current = await jsonOf<SiteContent>(await api(`/site?fresh=${Date.now()}`));
  const content = structuredClone(current);
  change(content);
  const saved = await api('/site', { method: 'PUT', headers: admin.bearer, json: content });
  expect(saved.status).toBe(200);
  return content;
}

describe('a save is published as files', () => {
  it('the site saved: the dashboard sees publishing, then live, and Hosting serves the new file', async () => {
    const name = `Published ${Date.now()}`;
    await saveSite((content) => {
      content.name = name;
    });
    // The save counted its change before it answered.
    expect((await status()).phase).not.toBe('live');
    const seen = await untilLive();
    expect(seen.at(-1)?.publishedAt).toBeTruthy();

    const response = await fetch(`${SITE_ORIGIN}/about`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(name);
    // The file itself, byte for byte: Hosting served it (with its date, which no page the function renders has).
    expect(html).toBe(await readFile(path.join(SERVED_FOLDER, 'about/index.html'), 'utf8'));
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('no-cache');

    await saveSite((content) => {
      content.name = DEFAULT_SITE_CONTENT.name;
    });
    await untilLive();
    expect(await (await fetch(`${SITE_ORIGIN}/about`)).text()).not.toContain(name);
  });

  it('every public page, the 404 page and the sitemap are files, naming the images they show by path', async () => {
    for (const file of [
      'index.html',
      'services/index.html',
      'about/index.html',
      'want/index.html',
      'projects/all/index.html',
      'project/seed-shopfront/index.html',
      '404.html',
      'sitemap.xml',
    ]) {
      await expect(readFile(path.join(SERVED_FOLDER, file)), file).resolves.toBeTruthy();
    }
    const home = await (await fetch(`${SITE_ORIGIN}/`)).text();
    const images = [...home.matchAll(/\ssrc="(\/files\/[^"]+)"/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThan(0);
    expect(home).not.toContain('/media/v0/');
    for (const image of images) {
      const response = await fetch(`${SITE_ORIGIN}${image}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toMatch(/^image\//);
    }
  });

  it('a published page carries no JSON: its data and the site content are one immutable file its root names', async () => {
    const html = await (await fetch(`${SITE_ORIGIN}/projects/all`)).text();
    expect(html).not.toContain('type="application/json"');
    const file = /<div id="root" data-json-src="(\/files\/page-data\/[\w-]+\.json)"/.exec(html)?.[1];
    expect(file).toBeDefined();
    const response = await fetch(`${SITE_ORIGIN}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const values = await jsonOf<Record<string, unknown>>(response);
    // The seed's site has several languages: the switcher's are there too.
    expect(Object.keys(values).sort()).toEqual(['page-data', 'site-content', 'site-languages']);
    expect((values['site-content'] as SiteContent).name).toBeTruthy();
    expect(JSON.stringify(values['page-data'])).toContain('seed-shopfront');
    // The app is not named in the page: its first script adds the start script once the page has loaded.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<meta name="app-start" content="\/assets\/start-[\w-]+\.js" \/>/);
  });
});

describe('views that depend on their query have paths the function answers', () => {
  it('a filtered list is rendered by the function; the plain list is the file whatever its query', async () => {
    const filtered = await fetch(`${SITE_ORIGIN}/projects/all/filter?tech=Kotlin`);
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('last-modified')).toBeNull();
    const plain = await (await fetch(`${SITE_ORIGIN}/projects/all`)).text();
    expect(await (await fetch(`${SITE_ORIGIN}/projects/all?tech=Kotlin`)).text()).toBe(plain);
    expect(await filtered.text()).not.toBe(plain);
  });

  it('a screenshot of a project has a page of its own, and the native contact form posts to a path without a file', async () => {
    const picture = await fetch(`${SITE_ORIGIN}/project/seed-shopfront/picture/2`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toMatch(
      /<img[^>]*alt="Shopfront: screenshot 2"[^>]*data-testid="project-main-image"/,
    );
    const refused = await fetch(`${SITE_ORIGIN}/want/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=x&message=',
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
  });
});
