// A stored image's life: named by its project, superseded by a save but kept readable while cached pages may name
// it, then removed by the sweep; and a file nothing names removed once it is old enough.
import { COLLECTIONS } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import {
  bucket,
  db,
  ORPHAN_MIN_AGE_MS,
  storagePathOf,
  storedFiles,
  SUPERSEDED_FILE_KEPT_MS,
  sweepMedia,
  sweepRetiredFiles,
} from './backend';
import { projectsMadeHere, validProjectFields } from './fixtures';
import { multipart, pngFile } from './uploads';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

interface ProjectAnswer {
  data: { _id: string; image: string; thumbnail: string };
}

const createProject = () => made.added({ title: 'Lifecycle', published: 'false' });

async function replaceImage(id: string): Promise<ProjectAnswer['data']> {
  const response = await api(`/projects/${id}`, {
    method: 'PUT',
    headers: admin.bearer,
    form: multipart(
      { ...validProjectFields, title: 'Lifecycle', priority: '90' },
      { image: [await pngFile('second.png', 400, 300)] },
    ),
  });
  expect(response.status).toBe(200);
  return (await jsonOf<ProjectAnswer>(response)).data;
}

const mediaUrl = (url: string) => `${SITE_ORIGIN}/media${new URL(url).pathname}${new URL(url).search}`;

describe('a superseded image', () => {
  it('stays readable while cached pages may name it, and is removed by the sweep after that', async () => {
    const first = await createProject();
    const second = await replaceImage(first._id);
    expect(second.image).not.toBe(first.image);

    // A page cached before the save still names the first image: it still answers, directly and through /media.
    expect((await fetch(first.image)).status).toBe(200);
    expect((await fetch(mediaUrl(first.image))).status).toBe(200);
    // Not yet due: a sweep now keeps it.
    await sweepMedia(new Date(Date.now() + SUPERSEDED_FILE_KEPT_MS / 2));
    expect(await storedFiles(`projects/${first._id}/`)).toContain(storagePathOf(first.image));

    const { retired } = await sweepRetiredFiles();
    expect(retired).toEqual(
      expect.arrayContaining([storagePathOf(first.image), storagePathOf(first.thumbnail)]),
    );
    expect((await fetch(first.image)).status).toBe(404);
    expect((await storedFiles(`projects/${first._id}/`)).sort()).toEqual(
      [storagePathOf(second.image), storagePathOf(second.thumbnail)].sort(),
    );
    expect(
      (
        await db
          .collection(COLLECTIONS.mediaDeletions)
          .where('paths', 'array-contains', storagePathOf(first.image))
          .get()
      ).empty,
    ).toBe(true);
  });
});

describe('a file that nothing names', () => {
  it('is removed once older than a save can take; named files stay', async () => {
    const project = await createProject();
    const stray = `projects/${project._id}/left-by-a-crash.webp`;
    await bucket.file(stray).save(Buffer.from('stray'));
    const userStray = `users/${(await createAccount()).uid}/old-photo.webp`;
    await bucket.file(userStray).save(Buffer.from('stray'));

    const seeded = await storedFiles('projects/seed-shopfront/');
    // Young: it may belong to a save under way.
    expect((await sweepMedia()).orphans).not.toContain(stray);
    const { orphans } = await sweepMedia(new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000));
    expect(orphans).toEqual(expect.arrayContaining([stray, userStray]));
    expect(await storedFiles(`projects/${project._id}/`)).toEqual(
      [storagePathOf(project.image), storagePathOf(project.thumbnail)].sort(),
    );
    // A seeded project's files are all named by it, and stay.
    expect(seeded).not.toEqual([]);
    expect(await storedFiles('projects/seed-shopfront/')).toEqual(seeded);
  });
});
