// The site content: public to read, the admin's to change through the shared schema, every change kept as a
// version that can be restored.
import {
  DEFAULT_SITE_CONTENT,
  SITE_VERSIONS_KEPT,
  VALIDATION_MESSAGES as M,
  type SiteContent,
  type SiteVersionSummary,
} from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { siteRecord } from './fixtures';
import { copy, keepTheSeededSite, publishedPage, putSiteAs, readSite, versionCount } from './site-fixtures';

let admin: TestAccount;
let user: TestAccount;

const putSite = (content: unknown, headers: Record<string, string> = admin.bearer) =>
  putSiteAs(headers, content);
const page = (path: string) => publishedPage(admin, path);

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});
keepTheSeededSite();

describe('GET /api/site', () => {
  it('answers the content to anyone, with its revision as the ETag', async () => {
    const response = await api('/site');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"site-0"');
    expect(await jsonOf(response)).toEqual(DEFAULT_SITE_CONTENT);
  });

  it('answers the defaults when nothing is stored (a fresh deploy)', async () => {
    await siteRecord().delete();
    expect(await readSite()).toEqual(DEFAULT_SITE_CONTENT);
    expect(await page('/')).toContain(DEFAULT_SITE_CONTENT.heroTitle);
  });
});

describe('PUT /api/site', () => {
  it('stores the content, answers it, keeps the previous as a version, and the pages show it', async () => {
    const content = copy();
    content.heroTitle = 'I ship apps that clients love.';
    content.education.diploma.semesters[6] = { semester: '7th', result: 3.77 };
    content.social[0]!.href = 'https://github.com/someone-new';
    const response = await putSite(content);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"site-1"');
    expect(await jsonOf(response)).toEqual(content);
    expect(await readSite()).toEqual(content);
    expect(await versionCount()).toBe(1);

    const home = await page('/');
    expect(home).toContain('I ship apps that clients love.');
    expect(home).toContain('href="https://github.com/someone-new"');
    const about = await page('/about');
    expect(about).toMatch(/7th<\/th><td[^>]*>3\.77</);
  });

  it('refuses visitors (401) and signed-in users (403), changing nothing', async () => {
    const content = { ...copy(), name: 'Mallory' };
    expect((await putSite(content, {})).status).toBe(401);
    expect((await putSite(content, user.bearer)).status).toBe(403);
    expect(await readSite()).toEqual(DEFAULT_SITE_CONTENT);
    expect(await versionCount()).toBe(0);
  });

  it.each([
    ['an empty name', (c: SiteContent) => (c.name = ''), 'name', M.required('Name')],
    [
      'a javascript: social link',
      (c: SiteContent) => (c.social[2]!.href = 'javascript:alert(1)'),
      'social[2].href',
      M.httpsLinkOnly,
    ],
    [
      'an http social link',
      (c: SiteContent) => (c.social[2]!.href = 'http://example.com'),
      'social[2].href',
      M.httpsLinkOnly,
    ],
    [
      'a GPA of 4.5',
      (c: SiteContent) => (c.education.diploma.semesters[0]!.result = 4.5),
      'education.diploma.semesters[0].result',
      M.gpaOutOfRange(0, 4),
    ],
    [
      'a 13th skill',
      (c: SiteContent) => c.skills.push({ name: 'Go', icon: 'github' }),
      'skills',
      M.skillsCount(12),
    ],
    [
      'an over-long about paragraph',
      (c: SiteContent) => (c.about[0] = 'x'.repeat(2001)),
      'about',
      M.tooLong('Paragraph', 2000),
    ],
    [
      'an unknown field',
      (c: SiteContent) => Object.assign(c, { isAdmin: true }),
      '_',
      M.unknownFields('isAdmin'),
    ],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, change, field, message) => {
    const content = copy();
    change(content);
    const response = await putSite(content);
    expect(response.status).toBe(400);
    const body = await jsonOf<{ error: { fields: Record<string, string> } }>(response);
    expect(body.error.fields[field]).toBe(message);
    expect(await readSite()).toEqual(DEFAULT_SITE_CONTENT);
    expect(await versionCount()).toBe(0);
  });

  it('keeps the stored photo and CV whatever the content says of them', async () => {
    const content = copy();
    content.photo.src = 'https://evil.example/me.png';
    content.cv.href = 'javascript:alert(1)';
    expect((await putSite(content)).status).toBe(200);
    const stored = await readSite();
    expect(stored.photo.src).toBe(DEFAULT_SITE_CONTENT.photo.src);
    expect(stored.cv.href).toBe(DEFAULT_SITE_CONTENT.cv.href);
  });

  it('a save based on an older revision (If-Match) is refused with 409, and nothing changes', async () => {
    const first = { ...copy(), role: 'Mobile Developer' };
    expect((await putSite(first, { ...admin.bearer, 'If-Match': '"site-0"' })).status).toBe(200);
    const late = { ...copy(), role: 'Stale Role' };
    const response = await putSite(late, { ...admin.bearer, 'If-Match': '"site-0"' });
    expect(response.status).toBe(409);
    expect((await jsonOf<{ error: { message: string } }>(response)).error.message).toBe(M.changedElsewhere);
    expect((await readSite()).role).toBe('Mobile Developer');
    expect(await versionCount()).toBe(1);
  });
});

describe('versions', () => {
  it('lists the versions newest first, and a restore brings one back, keeping the replaced one', async () => {
    await putSite({ ...copy(), heroTitle: 'Second' });
    await putSite({ ...copy(), heroTitle: 'Third' });
    const list = await api('/site/versions', { headers: admin.bearer });
    expect(list.status).toBe(200);
    const versions = await jsonOf<SiteVersionSummary[]>(list);
    expect(versions).toHaveLength(2);
    expect(versions.map((version) => version.savedBy)).toEqual([admin.email, admin.email]);
    expect(versions[0]!.savedAt >= versions[1]!.savedAt).toBe(true);

    // The newest version is the content the last save replaced: "Second".
    const restored = await api(`/site/versions/${versions[0]!.id}/restore`, {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(restored.status).toBe(200);
    expect((await jsonOf<SiteContent>(restored)).heroTitle).toBe('Second');
    expect((await readSite()).heroTitle).toBe('Second');
    expect(await versionCount()).toBe(3);
    expect(await page('/')).toContain('Second');
  });

  it('keeps the last versions and no fewer than the promised number', async () => {
    for (let i = 0; i < SITE_VERSIONS_KEPT + 2; i++) {
      expect((await putSite({ ...copy(), heroTitle: `Save ${i}` })).status).toBe(200);
    }
    expect(await versionCount()).toBe(SITE_VERSIONS_KEPT);
    const versions = await jsonOf<SiteVersionSummary[]>(
      await api('/site/versions', { headers: admin.bearer }),
    );
    expect(versions).toHaveLength(SITE_VERSIONS_KEPT);
  });

  it('is the admin’s only, and an unknown version is a 404', async () => {
    expect((await api('/site/versions')).status).toBe(401);
    expect((await api('/site/versions', { headers: user.bearer })).status).toBe(403);
    const unknown = await api('/site/versions/no-such-version/restore', {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await api('/site/versions/no-such-version/restore', { method: 'POST', headers: user.bearer })).status,
    ).toBe(403);
  });
});
