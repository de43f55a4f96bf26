// One id names one project, live or in the trash: a retried save's key, a restore and a delete for good each keep
// to that, so that none of them can reach another project's images.
import {
  COLLECTIONS,
  siteImageUrl,
  TRASH_KEPT_DAYS,
  type Project,
  type TrashedProject,
} from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { projectsMadeHere, removeFromTrash, validProjectFields } from './fixtures';
import { multipart, pngFile } from './uploads';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const remove = (id: string) => api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });
const restore = (id: string) => api(`/trash/${id}/restore`, { method: 'POST', headers: admin.bearer });
const projectDoc = (id: string) => db.doc(`${COLLECTIONS.projects}/${id}`);
const trashDoc = (id: string) => db.doc(`${COLLECTIONS.trash}/${id}`);

async function keyedSave(key: string): Promise<Response> {
  const form = multipart(
    { ...validProjectFields, title: 'Keyed save' },
    { image: [await pngFile('cover.png')], screenshots: [await pngFile('shot.png')] },
  );
  return made.remember(
    await api('/projects', { method: 'POST', headers: { ...admin.bearer, 'Idempotency-Key': key }, form }),
  );
}

/** Whether a stored image answers on the site's origin, as a page would load it. */
async function served(url: string): Promise<number> {
  return (await fetch(`${SITE_ORIGIN}${siteImageUrl(url)}`)).status;
}

describe('an Idempotency-Key used again after its project was deleted', () => {
  it('answers the project it made, from the trash, and makes no second one', async () => {
    const key = randomUUID();
    const first = await keyedSave(key);
    expect(first.status).toBe(201);
    const { data: created } = await jsonOf<{ data: Project }>(first);
    const files = await storedFiles(`projects/${created._id}/`);
    expect((await remove(created._id)).status).toBe(200);

    const again = await keyedSave(key);
    expect(again.status).toBe(200);
    const { data: answered } = await jsonOf<{ data: TrashedProject }>(again);
    expect(answered).toMatchObject({ _id: created._id, title: 'Keyed save', image: created.image });
    expect(answered.trashedAt).toBeTruthy();
    expect((await projectDoc(created._id).get()).exists).toBe(false);
    expect(await storedFiles(`projects/${created._id}/`)).toEqual(files);

    expect((await restore(created._id)).status).toBe(200);
    expect(await served(created.image)).toBe(200);
  });
});

describe('an id that names a live project and a trashed copy', () => {
  it('refuses the restore (409), and deleting the copy for good removes only the files it names', async () => {
    const live = await made.added({ title: 'Live beside its copy' });
    const liveFiles = await storedFiles(`projects/${live._id}/`);
    // A copy in the trash under the same id, naming files of its own in the same folder.
    const copyFiles = [
      `projects/${live._id}/${randomUUID()}.webp`,
      `projects/${live._id}/${randomUUID()}-thumb.webp`,
    ];
    await Promise.all(copyFiles.map((path) => bucket.file(path).save(Buffer.from('an older cover'))));
    const stored = (await projectDoc(live._id).get()).data()!;
    await trashDoc(live._id).set({
      project: {
        ...stored,
        title: 'Trashed copy',
        imagePath: copyFiles[0],
        thumbnailPath: copyFiles[1],
        screenshots: [],
        screenshotPaths: [],
        screenshotThumbnails: [],
        screenshotThumbnailPaths: [],
      },
      trashedAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + TRASH_KEPT_DAYS * DAY_MS),
    });

    const refused = await restore(live._id);
    expect(refused.status).toBe(409);
    expect((await projectDoc(live._id).get()).get('title')).toBe(live.title);
    expect((await trashDoc(live._id).get()).exists).toBe(true);

    expect((await removeFromTrash(live._id, admin.bearer)).status).toBe(200);
    expect(await storedFiles(`projects/${live._id}/`)).toEqual(liveFiles);
    expect(await served(live.image)).toBe(200);
    expect(await served(live.thumbnail)).toBe(200);
  });
});
