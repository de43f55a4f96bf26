// The site's conditional saves read `If-Match` as RFC 9110 does, strictly; and a restore of a version that a save
// pruned meanwhile says so.
import {
  DEFAULT_SITE_CONTENT,
  SITE_VERSIONS_KEPT,
  type SiteContent,
  type SiteVersionSummary,
} from '@portfolio/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { resetSite, siteRecord } from './fixtures';

let admin: TestAccount;

const withRole = (role: string): SiteContent => ({
  ...(JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)) as SiteContent),
  role,
});
const putSite = (content: SiteContent, ifMatch?: string) =>
  api('/site', {
    method: 'PUT',
    headers: { ...admin.bearer, ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }) },
    json: content,
  });
const storedRole = async () => (await jsonOf<SiteContent>(await api('/site'))).role;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});
beforeEach(resetSite);
afterAll(resetSite);

describe('PUT /api/site with If-Match', () => {
  it('`*` matches whatever revision is stored', async () => {
    expect((await putSite(withRole('First'), '"site-0"')).status).toBe(200);
    const response = await putSite(withRole('Any revision'), '*');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"site-2"');
    expect(await storedRole()).toBe('Any revision');
  });

  it('a tag is read exactly as the API writes it: `"site-018"` is not revision 18', async () => {
    await siteRecord().update({ revision: 18 });
    for (const tag of ['"site-018"', '"site-18 "', 'W/"site-18"', '"site-+18"', '"site-1e1"']) {
      expect((await putSite(withRole(`Tag ${tag}`), tag)).status).toBe(409);
    }
    expect(await storedRole()).toBe(DEFAULT_SITE_CONTENT.role);
    expect((await putSite(withRole('Listed'), '"site-3", "site-18"')).status).toBe(200);
    expect(await storedRole()).toBe('Listed');
  });
});

describe('restoring a version a save pruned meanwhile', () => {
  it('answers 409 saying the version is no longer kept; an id that never named one stays a 404', async () => {
    for (let i = 0; i <= SITE_VERSIONS_KEPT; i++)
      expect((await putSite(withRole(`Save ${i}`))).status).toBe(200);
    const listed = await jsonOf<SiteVersionSummary[]>(await api('/site/versions', { headers: admin.bearer }));
    expect(listed).toHaveLength(SITE_VERSIONS_KEPT);
    const oldest = listed.at(-1)!;

    expect((await putSite(withRole('The save that prunes it'))).status).toBe(200);
    const response = await api(`/site/versions/${oldest.id}/restore`, {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(response.status).toBe(409);
    expect((await jsonOf<{ error: { message: string } }>(response)).error.message).toMatch(/no longer kept/);
    expect(await storedRole()).toBe('The save that prunes it');

    const unknown = await api('/site/versions/no-such-version/restore', {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(unknown.status).toBe(404);
  }, 60_000);
});
