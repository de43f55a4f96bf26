import {
  hasTechnologies,
  matchesQuery,
  publishedMediaPath,
  storageObjectOf,
  type Project,
} from '@portfolio/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { untilPublished } from './publication-status';
import { api, jsonOf, postProject, projectFields, SITE_ORIGIN } from './api-client';

const SEEDED_DRAFT = 'seed-portfolio-v2';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

/** The content of a meta tag, by its property or name, as a crawler reads it. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`).exec(html);
  return match?.[1];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('link previews: /project/{id} through Hosting', () => {
  it("fills the project's title, description, image and address", async () => {
    const project = await jsonOf<Project>(await api('/projects/seed-shopfront'));
    const response = await fetch(`${SITE_ORIGIN}/project/seed-shopfront`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The published file: browsers revalidate it, the CDN keeps it until the next release.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // The project's title, then the owner's name, as the site-wide title names them.
    expect(html).toMatch(/<title>Shopfront · [^<]+<\/title>/);
    expect(metaContent(html, 'og:title')).toMatch(/^Shopfront · .+/);
    // The published copy of the main image, beside the page.
    const stored = storageObjectOf(project.image);
    expect(stored).toBeDefined();
    expect(metaContent(html, 'og:image')).toBe(`${SITE_ORIGIN}${publishedMediaPath(stored?.path ?? '')}`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE_ORIGIN}/project/seed-shopfront`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toMatch(/^An online store/);
    // One set of preview tags, and the SPA itself still boots from this page.
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="app-start" content="\/assets\/start-[^"]+\.js"/);
  });

  it('an unknown id and a draft get the default tags and 404', async () => {
    for (const id of ['no-such-project', SEEDED_DRAFT]) {
      const response = await fetch(`${SITE_ORIGIN}/project/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'og:image')).toBe(`${SITE_ORIGIN}/images/social-card.png`);
      expect(html).toContain('id="root"');
    }
  });

  it('escapes what the owner typed', async () => {
    const title = `Tags <script>alert("x")</script> & 'quotes'`;
    const created = await postProject(
      admin,
      projectFields({
        title,
        purpose: 'Escaping',
        category: 'web-dev-project',
        type: 'Frontend',
        technologies: 'HTML',
        description: 'A "quoted" <b>description</b>',
      }),
    );
    const { data } = await jsonOf<{ data: Project }>(created);
    const html = await (await fetch(`${SITE_ORIGIN}/project/${data._id}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(unescapeHtml(metaContent(html, 'og:title') ?? '')).toMatch(
      new RegExp(`^${escapeRegExp(title)} · `),
    );
    expect(unescapeHtml(metaContent(html, 'og:description') ?? '')).toBe('A "quoted" <b>description</b>');
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml is valid XML listing the public routes and every published project, with lastmod', async () => {
    // The published sitemap, once every change so far is published.
    await untilPublished(admin);
    const response = await fetch(`${SITE_ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    const locs = urlset.url.map((url) => url.loc);
    for (const route of ['/', '/about', '/services', '/want', '/projects/all', '/projects/python-project']) {
      expect(locs).toContain(`${SITE_ORIGIN}${route}`);
    }
    const published = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=all'));
    for (const project of published) expect(locs).toContain(`${SITE_ORIGIN}/project/${project._id}`);
    expect(locs).not.toContain(`${SITE_ORIGIN}/project/${SEEDED_DRAFT}`);
    const projectEntries = urlset.url.filter((url) => url.loc.includes('/project/'));
    expect(projectEntries.every((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.lastmod ?? ''))).toBe(true);
  });

  it('/robots.txt keeps crawlers out of the dashboard and the profile and names the sitemap', async () => {
    const response = await fetch(`${SITE_ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /profile',
        `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe('GET /filterd-projects with tech and q', () => {
  const idsOf = (projects: Project[]) => projects.map((project) => project._id);
  const list = async (query: string) => {
    const response = await api(`/filterd-projects?${query}`);
    expect(response.status, query).toBe(200);
    return jsonOf<Project[]>(response);
  };

  it('repeated tech keeps the projects having all of them, compared without case or spaces', async () => {
    const both = await list('categoryOfProject=all&tech=Android&tech=Firebase');
    expect(idsOf(both)).toEqual(expect.arrayContaining(['seed-fittrack', 'seed-campus-chat']));
    expect(idsOf(both)).not.toContain('seed-taskboard');
    expect(both.every((project) => hasTechnologies(project, ['Android', 'Firebase']))).toBe(true);
    expect(await list('categoryOfProject=all&tech=%20android%20&tech=FIREBASE')).toEqual(both);
  });

  it('q finds words in title, description, purpose and technologies, without case or accents', async () => {
    const shop = await list('categoryOfProject=all&q=SHOP');
    expect(idsOf(shop)).toContain('seed-shopfront');
    expect(shop.every((project) => matchesQuery(project, 'shop'))).toBe(true);
    expect(idsOf(await list('categoryOfProject=all&q=cl%C3%ADnic%20REMINDERS'))).toContain('seed-clinic-api');
    expect(idsOf(await list('categoryOfProject=all&q=sprints'))).toContain('seed-taskboard');
    expect(idsOf(await list('categoryOfProject=all&q=beautifulsoup'))).toContain('seed-price-watch');
  });

  it('combines with the category and with each other; never lists a draft', async () => {
    const web = await list('categoryOfProject=web-dev-project&tech=Firebase');
    expect(idsOf(web)).toContain('seed-taskboard');
    expect(web.every((project) => project.category === 'web-dev-project')).toBe(true);
    expect(idsOf(await list('categoryOfProject=web-dev-project&tech=React&q=kanban'))).toEqual([
      'seed-taskboard',
    ]);
    expect(idsOf(await list('categoryOfProject=all&tech=TypeScript'))).not.toContain('seed-portfolio-v2');
    expect(await list('categoryOfProject=all&tech=React&q=no-such-word-anywhere')).toEqual([]);
    expect(await list('categoryOfProject=nope&tech=React')).toEqual([]);
  });

  it('is cached like the plain list, and /filtered-projects answers the same', async () => {
    const response = await api('/filterd-projects?categoryOfProject=all&tech=Python');
    const plain = await api('/filterd-projects?categoryOfProject=all');
    expect(response.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    const spec = await jsonOf<Project[]>(response);
    expect(spec.length).toBeGreaterThan(0);
    expect(await list('categoryOfProject=all&tech=Python')).toEqual(spec);
    expect(await jsonOf(await api('/filtered-projects?categoryOfProject=all&tech=Python'))).toEqual(spec);
  });

  it.each([
    ['too many tech', Array.from({ length: 11 }, (_, index) => `tech=t${index}`).join('&'), 'tech'],
    ['a tech too long', `tech=${'x'.repeat(51)}`, 'tech'],
    ['tech as an object', 'tech[name]=React', 'tech'],
    ['q too long', `q=${'x'.repeat(101)}`, 'q'],
    ['q twice', 'q=a&q=b', 'q'],
  ])('%s: 400 with the field named, not cached', async (_case, query, field) => {
    const response = await api(`/filterd-projects?categoryOfProject=all&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await jsonOf<{ error: { code: string; message: string; fields: Record<string, string> } }>(
      response,
    );
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toMatch(
      new RegExp(`^${field} |^Each ${field} |^At most \\d+ ${field} `),
    );
  });

  it('ten technologies of 50 characters and a query of 100 are accepted', async () => {
    const tech = Array.from({ length: 10 }, (_, index) => `tech=${String(index).padEnd(50, 'x')}`).join('&');
    expect(await list(`categoryOfProject=all&${tech}&q=${'y'.repeat(100)}`)).toEqual([]);
  });
});
