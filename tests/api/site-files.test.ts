// The site's photo and CV: stored like project images, checked by their bytes, kept while a version names them.
import {
  DEFAULT_SITE_CONTENT,
  publishedMediaPath,
  SITE_VERSIONS_KEPT,
  VALIDATION_MESSAGES as M,
  type SiteContent,
} from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { bucket, storagePathOf, storedFiles, sweepRetiredFiles } from './backend';
import { copy, keepTheSeededSite, PDF, publishedPage, putSiteAs, versionCount } from './site-fixtures';
import { file, multipart, pngFile } from './uploads';

let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});
keepTheSeededSite();
const page = (path: string) => publishedPage(admin, path);

describe('photo and CV', () => {
  const putPhoto = async (upload = pngFile('me.png', 1200, 1200), headers = admin.bearer) =>
    api('/site/photo', { method: 'PUT', headers, form: multipart({}, { photo: [await upload] }) });
  const putCv = (data: Buffer | string, name: string, type = 'application/pdf') =>
    api('/site/cv', {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({}, { cv: [file(data, name, type)] }),
    });

  it('a photo is re-encoded and stored, with its size, and shown by the pages', async () => {
    const response = await putPhoto();
    expect(response.status).toBe(200);
    const { photo } = await jsonOf<SiteContent>(response);
    expect(photo).toMatchObject({ width: 960, height: 960, alt: DEFAULT_SITE_CONTENT.photo.alt });
    const path = storagePathOf(photo.src);
    expect(path).toMatch(/^site\/[\w-]+\.webp$/);
    const [metadata] = await bucket.file(path).getMetadata();
    expect(metadata.contentType).toBe('image/webp');
    // Published as a file of its own, named by its path.
    expect(await page('/about')).toContain(`src="${publishedMediaPath(path)}"`);
  });

  it('a file that is not an image is refused (415), storing nothing and keeping no version', async () => {
    const response = await putPhoto(Promise.resolve(file('<svg/>', 'me.png')));
    expect(response.status).toBe(415);
    expect(await storedFiles('site/')).toEqual([]);
    expect(await versionCount()).toBe(0);
    expect((await putPhoto(pngFile('me.png'), user.bearer)).status).toBe(403);
  });

  it('a CV must be a PDF by its bytes: a PNG named .pdf is refused, a PDF is stored', async () => {
    const png = await pngFile('cv.pdf');
    const refused = await putCv(Buffer.from(await png.arrayBuffer()), 'cv.pdf');
    expect(refused.status).toBe(415);
    expect((await jsonOf<{ error: { fields: Record<string, string> } }>(refused)).error.fields.cv).toBe(
      M.cvNotPdf,
    );
    expect(await storedFiles('site/')).toEqual([]);

    const stored = await putCv(PDF, 'my-cv.pdf');
    expect(stored.status).toBe(200);
    const { cv } = await jsonOf<SiteContent>(stored);
    expect(storagePathOf(cv.href)).toMatch(/^site\/[\w-]+\.pdf$/);
    expect(await page('/')).toContain(`download="${DEFAULT_SITE_CONTENT.cv.downloadName}"`);
  });

  it('a replaced photo stays while a kept version names it, then goes', async () => {
    const first = storagePathOf((await jsonOf<SiteContent>(await putPhoto())).photo.src);
    const second = storagePathOf((await jsonOf<SiteContent>(await putPhoto())).photo.src);
    await sweepRetiredFiles();
    expect(await storedFiles('site/')).toEqual([first, second].sort());
    // Enough later saves push the versions that name the first photo out of those kept.
    for (let i = 0; i < SITE_VERSIONS_KEPT; i++)
      await putSiteAs(admin.bearer, { ...copy(), heroTitle: `Later ${i}` });
    await sweepRetiredFiles();
    expect(await storedFiles('site/')).toEqual([second]);
  });
});
