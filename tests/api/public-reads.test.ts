import { publishedMediaPath, type Project } from '@portfolio/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withPageHints } from '../../functions/src/services/page-hints';
import { createAccount, type TestAccount } from './accounts';
import { untilPublished } from './publication-status';
import { api, jsonOf, postProject, SITE_ORIGIN } from './api-client';
import { db, storagePathOf } from './backend';
import { pngFile } from './uploads';

let admin: TestAccount;
let project: Project;

const fields = {
  title: 'Cached reads project',
  purpose: 'Check the public reads',
  category: 'python-project',
  type: 'Backend',
  status: 'In Complete',
  startDate: '2025-03-01',
  technologies: 'Python',
  description: 'A project whose public answers are cached by the function.',
};

beforeAll(async () => {
  admin = await createAccount({ admin: true });
  const response = await postProject(admin, fields, { image: [await pngFile('cover.png')] });
  project = (await jsonOf<{ data: Project }>(response)).data;
});

afterAll(async () => {
  await api(`/projects/${project._id}`, { method: 'DELETE', headers: admin.bearer });
});

/** Polls until `check` passes: a change made outside the API reaches the function's cache through a listener. */
describe('cached public reads', () => {
  it('show a change written straight to Firestore, not only changes made through the API', async () => {
    const titleOf = async () => (await jsonOf<Project>(await api(`/projects/${project._id}`))).title;
    const titlesInList = async () =>
      (await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=python-project'))).map(
        (item) => item.title,
      );
    expect(await titleOf()).toBe(fields.title);
    expect(await titlesInList()).toContain(fields.title);

    await db.doc(`projects/${project._id}`).update({ title: 'Renamed in Firestore' });

    await vi.waitFor(
      async () => {
        expect(await titleOf()).toBe('Renamed in Firestore');
        expect(await titlesInList()).toContain('Renamed in Firestore');
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('show a change made through the API at once', async () => {
    expect((await api(`/projects/${project._id}`)).status).toBe(200);
    const response = await api(`/projects/${project._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: false },
    });
    expect(response.status).toBe(200);
    expect((await api(`/projects/${project._id}`)).status).toBe(404);
    await api(`/projects/${project._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: true },
    });
    expect((await api(`/projects/${project._id}`)).status).toBe(200);
  });

  it('are sent compressed', async () => {
    const response = await api('/best-projects', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('project page HTML', () => {
  it('preloads the main image; the project itself is in the page, so it is not fetched', async () => {
    // The published page, which names the image by its published path.
    await untilPublished(admin);
    const response = await fetch(`${SITE_ORIGIN}/project/${project._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('as="fetch"');
    // The image comes from the site's own origin, over the page's own connection: nothing to preconnect to.
    expect(html).not.toContain('rel="preconnect"');
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+ 480w, [^"]+ 1600w"/.exec(html);
    expect(preload?.[1]).toBe(publishedMediaPath(storagePathOf(project.image)));
  });

  it('escapes what it puts into the page', () => {
    const html = withPageHints('<head></head>', {
      image: { href: 'https://img.test/a.webp?x="1"&y=<2>', srcset: 'a 1w', sizes: '100vw' },
      fetches: ['/api/x?a=1&b=2'],
    });
    expect(html).toContain('href="https://img.test/a.webp?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(html).toContain('href="/api/x?a=1&amp;b=2"');
    expect(withPageHints('<head></head>', {})).toBe('<head></head>');
  });
});
