import { filterProjects, projectSummary, type Project } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../support/public-pages';
import { createAccount, type TestAccount } from './accounts';
import { api, FUNCTION_URL, jsonOf, postProject, projectFields } from './api-client';

const SEEDED_DRAFT = 'seed-portfolio-v2';
const PUBLIC_PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=300';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

/** The data a page carries for hydration, as the browser reads it. */
function pageData(html: string): Record<string, { data?: unknown; errorStatus?: number }> {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no page data');
  return JSON.parse(match[1]) as Record<string, { data?: unknown; errorStatus?: number }>;
}

const titlesOf = (projects: Project[]) => projects.map((project) => project.title);

/**
 * A page as the function renders it: for a path without a published file (a page in the seconds before its
 * publication, a filtered list, a screenshot's page). Published pages are tested in publication.test.ts.
 */
async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${FUNCTION_URL}${path}`);
  return { response, html: await response.text() };
}

describe('the pages with data, rendered by the function', () => {
  it('/ carries the best projects, rendered and as data, and revalidates with its ETag', async () => {
    const best = await jsonOf<Project[]>(await api('/best-projects'));
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    expect(html).toContain('<h2 id="best-projects-title"');
    for (const title of titlesOf(best)) expect(html).toContain(`>${title}</a></h3>`);
    // What the list shows, and no more: the page stays small.
    // The latest posts travel beside the projects: the home page shows them once there are any.
    expect(pageData(html)).toEqual({
      'best-projects': { data: best.map(projectSummary) },
      posts: { data: expect.any(Array) },
    });
    expect(html).not.toContain('"screenshots"');

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() itself adds `Cache-Control: no-cache`, as Hosting does).
    const again = await fetch(`${FUNCTION_URL}/`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    const changedEtag = await fetch(`${FUNCTION_URL}/`, { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changedEtag.status).toBe(200);
  });

  it('/projects/{category} carries the list; the query reaches the renderer; unknown: "No projects found."', async () => {
    const web = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=web-dev-project'));
    const { response, html } = await page('/projects/web-dev-project/filter?tech=React');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1 class="page-title">Web Development Projects<\/h1>/);
    // The page carries the whole category as data and shows the projects the query's filter keeps.
    const shown = filterProjects(web, { technologies: ['React'], query: '' });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(web.length);
    for (const title of titlesOf(shown)) expect(html).toContain(title);
    for (const title of titlesOf(web.filter((project) => !shown.includes(project)))) {
      expect(html).not.toContain(`>${title}<`);
    }
    // The posts too: the list's search also finds posts.
    expect(pageData(html)).toEqual({
      'category:web-dev-project': { data: web.map(projectSummary) },
      posts: { data: expect.any(Array) },
    });
    expect(html).not.toContain('"screenshots"');
    // A filtered list is not indexed (its links are followed); the plain list is.
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    expect((await page('/projects/web-dev-project')).html).not.toContain('name="robots"');
    expect((await page('/projects/web-dev-project?utm_source=x')).html).not.toContain('name="robots"');

    const unknown = await page('/projects/no-such-category');
    expect(unknown.response.status).toBe(200);
    expect(unknown.html).toContain('No projects found.');
  });

  it('/project/{id} carries the project; an unknown id or a draft answers 404 with the not-found page', async () => {
    const { response, html } = await page('/project/seed-shopfront');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Shopfront<\/h1>/);
    expect(pageData(html)['project:seed-shopfront']?.data).toMatchObject({ _id: 'seed-shopfront' });

    for (const id of ['no-such-project', SEEDED_DRAFT, 'bad.id']) {
      const missing = await page(`/project/${id}`);
      expect(missing.response.status, id).toBe(404);
      // The 404 page's own content, as for any unknown path; a draft's title stays out of it.
      expect(missing.html).toMatch(/<h1 class="page-title">Page Not Found<\/h1>/);
      expect(missing.html).toContain('Sorry, the page you’re looking for doesn’t exist.');
      expect(missing.html).toContain('<title>Page Not Found');
      expect(missing.html).not.toContain('Portfolio v2');
      expect(missing.response.headers.get('cache-control')).toBe(
        'public, max-age=0, must-revalidate, s-maxage=300',
      );
      expect(pageData(missing.html)).toEqual({ [`project:${id}`]: { errorStatus: 404 } });
    }
  });

  it('/project/{id}/picture/N shows that picture in the main image’s place, under the plain page’s canonical', async () => {
    const { response, html } = await page('/project/seed-shopfront/picture/2');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<img[^>]*alt="Shopfront: screenshot 2"[^>]*data-testid="project-main-image"/);
    expect(html).toMatch(/<a href="\/project\/seed-shopfront\/picture\/2#pictures"[^>]*aria-current="true"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/project\/seed-shopfront" \/>/);
    // Nothing such: the main image.
    const beyond = await page('/project/seed-shopfront/picture/99');
    expect(beyond.html).toMatch(/<img[^>]*alt="Shopfront: main image"[^>]*data-testid="project-main-image"/);
  });

  it('the data cannot end its script element, whatever the owner typed', async () => {
    const title = `Ends </script><script>alert(1)</script> here`;
    const created = await postProject(
      admin,
      projectFields({ title, purpose: 'Escaping', description: 'Escaping the page data' }),
    );
    const { data } = await jsonOf<{ data: Project }>(created);
    const { html } = await page(`/project/${data._id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect((pageData(html)[`project:${data._id}`]?.data as Project).title).toBe(title);
    await api(`/projects/${data._id}`, { method: 'DELETE', headers: admin.bearer });
  });
});

describe('the pages without data of their own, rendered with the site content', () => {
  it.each(CONTENT_PAGES)('%s carries its content', async (path, heading) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html).toContain(`>${heading}</h1>`);
    expect(pageData(html)).toEqual({});
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const { response, html } = await page('/no/such/page');
    expect(response.status).toBe(404);
    expect(html).toContain('>Page Not Found</h1>');
  });
});
