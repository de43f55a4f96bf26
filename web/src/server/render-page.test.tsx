// @vitest-environment node
// A project page is rendered with its project, whether it shows the main image or one of the screenshots; an
// unknown id is the 404 page.
import { DEFAULT_SITE_CONTENT, type PublicReads } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '@/features/projects/project.fixture';
import { renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;
const project = projectFixture({ _id: 'p1', title: 'Harbour Tides' });
const reads: PublicReads = {
  site: async () => DEFAULT_SITE_CONTENT,
  bestProjects: async () => [project],
  categoryProjects: async () => [project],
  project: async (id) => (id === project._id ? project : undefined),
};

describe('a project page', () => {
  it.each(['/project/p1', '/project/p1/picture/2'])('%s shows the project, titled by it', async (url) => {
    const page = await renderPage(url, TEMPLATE, reads);
    expect(page.status).toBe(200);
    expect(page.project?._id).toBe('p1');
    expect(page.html).toMatch(/<title>[^<]*Harbour Tides/);
    expect(page.html).toMatch(/<h1[^>]*>[^<]*Harbour Tides/);
  });

  it.each(['/project/nowhere', '/project/nowhere/picture/2'])('%s is the 404 page', async (url) => {
    const page = await renderPage(url, TEMPLATE, reads);
    expect(page.status).toBe(404);
    expect(page.project).toBeUndefined();
  });
});
