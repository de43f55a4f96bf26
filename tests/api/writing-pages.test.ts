// The writing's public pages as Hosting serves them once published (files) or the function renders them: HTML-first
// list and post pages, one tag's list on a path of its own, the Atom feed, the sitemap, and drafts nowhere public.
import type { Post } from '@portfolio/common';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { requestPublication } from './backend';
import { usePostsEmptiedPerTest } from './post-fixtures';
import { publicationStatus, untilPublished } from './publication-status';

let admin: TestAccount;

const page = (path: string) => fetch(`${SITE_ORIGIN}${path}`, { headers: { Accept: 'text/html' } });
const publish = async (fields: Record<string, unknown>) => {
  const response = await api('/posts', {
    method: 'POST',
    headers: admin.bearer,
    json: {
      summary: 'A summary.',
      body: '## Start\n\nText.\n\n```js\nlet a = 1;\n```\n',
      tags: [],
      published: true,
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return (await jsonOf<{ data: Post }>(response)).data;
};

/** Until every change so far is published: the pages read next are the files of the content as it is now. */
const published = () => untilPublished(admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});
usePostsEmptiedPerTest(() => admin);
// The posts removed before each test are removed from the pages too: a publication, as the API's writes ask for.
beforeEach(async () => {
  await requestPublication();
});

describe('writing pages', () => {
  it('/writing lists the published posts, and /writing/tag/{tag} one tag’s; a draft is in neither', async () => {
    await publish({ title: 'About CSS', tags: ['CSS'], publishedAt: '2026-01-01T00:00:00Z' });
    await publish({ title: 'About Kotlin', tags: ['Kotlin'], publishedAt: '2026-02-01T00:00:00Z' });
    await publish({ title: 'Hidden draft', tags: ['CSS'], published: false });
    await published();
    const all = await (await page('/writing')).text();
    expect(all).toContain('About CSS');
    expect(all).toContain('About Kotlin');
    expect(all).not.toContain('Hidden draft');
    expect(all).toContain('href="/writing/tag/CSS"');
    const css = await (await page('/writing/tag/CSS')).text();
    const root = css.slice(css.indexOf('<div id="root"'));
    expect(root).toContain('About CSS');
    expect(root).not.toContain('About Kotlin');
    expect(root).not.toContain('Hidden draft');
    expect(css).toContain('<meta name="robots" content="noindex, follow" />');
    // A tag in any case is the same list (one the publication has no file for is the function's).
    expect(await (await page('/writing/tag/css')).text()).toContain('About CSS');
  });

  it('/writing/{slug} is the article with its link-preview tags, article:published_time and a BlogPosting', async () => {
    const post = await publish({ title: 'Hello <world>', publishedAt: '2026-03-04T05:06:07Z' });
    await published();
    const response = await page(`/writing/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Hello &lt;world&gt; · ');
    expect(html).toContain('<meta property="article:published_time" content="2026-03-04T05:06:07.000Z" />');
    expect(html).toContain('<span class="hljs-keyword">let</span>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'BlogPosting', headline: 'Hello <world>' });
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]+\/writing\/feed\.xml"/);
  });

  it('a draft’s page is the 404 page, and so is an unknown slug', async () => {
    const draft = await publish({ title: 'Not yet', published: false });
    expect((await page(`/writing/${draft.slug}`)).status).toBe(404);
    expect((await page('/writing/no-such-post')).status).toBe(404);
  });

  it('the feed is Atom 1.0 with the newest 20 published posts, whole, every link absolute; drafts left out', async () => {
    for (let i = 1; i <= 21; i += 1)
      await publish({ title: `Post ${i}`, publishedAt: `2026-01-${String(i).padStart(2, '0')}T00:00:00Z` });
    await publish({ title: 'Draft in feed', published: false });
    await published();
    const response = await fetch(`${SITE_ORIGIN}/writing/feed.xml`);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    const xml = await response.text();
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entry).toHaveLength(20);
    expect(feed.entry[0].title).toBe('Post 21');
    expect(feed.entry[0].link['@_href']).toMatch(/^https?:\/\/[^/]+\/writing\/post-21$/);
    expect(feed.entry[0].content['#text']).toContain('<h2 id="h-start">Start</h2>');
    expect(xml).not.toContain('Draft in feed');
    expect(xml).not.toMatch(/(?:src|href)=&quot;\/(?!\/)/);
  });

  it('the sitemap lists every published post and no draft', async () => {
    const post = await publish({ title: 'Mapped' });
    const draft = await publish({ title: 'Unmapped', published: false });
    await published();
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/writing/${post.slug}</loc>`);
    expect(sitemap).toContain('/writing</loc>');
    expect(sitemap).not.toContain(`/writing/${draft.slug}<`);
  });

  it('the site’s search finds posts beside projects, in the page the server renders; never a draft', async () => {
    await publish({ title: 'Searchable zebra notes' });
    await publish({ title: 'Hidden zebra draft', published: false });
    // A search has a path of its own, which the function answers with the content as it is.
    const found = await (await page('/projects/all/filter?q=zebra')).text();
    expect(found).toContain('Searchable zebra notes');
    expect(found).not.toContain('Hidden zebra draft');
  });

  it('the home page shows the latest posts once there are any', async () => {
    await published();
    expect(await (await page('/')).text()).not.toContain('Latest writing');
    await publish({ title: 'Fresh thoughts' });
    await published();
    const home = await (await page('/')).text();
    expect(home).toContain('Latest writing');
    expect(home).toContain('Fresh thoughts');
  });

  it('a post created, unpublished, published, deleted and restored is published again each time', async () => {
    const post = await publish({ title: 'Comes and goes' });
    // The save counted its change before it answered.
    expect((await publicationStatus(admin)).phase).not.toBe('live');
    await published();
    const servedStatus = async () => (await page(`/writing/${post.slug}`)).status;
    expect(await servedStatus()).toBe(200);
    for (const [visible, expected] of [
      [false, 404],
      [true, 200],
    ] as const) {
      const saved = await api(`/posts/${post.slug}`, {
        method: 'PUT',
        headers: { ...admin.bearer, 'If-Match': '*' },
        json: { title: post.title, summary: post.summary, body: 'Text.', tags: [], published: visible },
      });
      expect(saved.status).toBe(200);
      await published();
      expect(await servedStatus()).toBe(expected);
    }
    expect((await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(200);
    await published();
    expect(await servedStatus()).toBe(404);
    const restore = await api(`/post-trash/${post.slug}/restore`, { method: 'POST', headers: admin.bearer });
    expect(restore.status).toBe(200);
    await published();
    expect(await servedStatus()).toBe(200);
  });
});
