// Writes that race each other: each ends in a clear 4xx or in a consistent store, never a 500, a shared priority
// or a file nothing names.
import { COLLECTIONS, VALIDATION_MESSAGES as M } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { bucket, db, storedFiles, sweepRetiredFiles } from './backend';
import { projectsMadeHere, expectDeletedForGood, removeFromTrash, validProjectFields } from './fixtures';
import { multipart, pngFile } from './uploads';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

/** A priority after the seeded projects': the browser journeys after this suite expect those first. */
const LATE_PRIORITY = '90';

interface ProjectAnswer {
  data: { _id: string; priority: number };
}

const create = (title: string) => made.add({ title, published: 'false' });

describe('creates at once', () => {
  it('ten projects created at once get ten distinct priorities, after every earlier one', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(`At once ${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const priorities = await Promise.all(
      answers.map(async (answer) => (await jsonOf<ProjectAnswer>(answer)).data.priority),
    );
    expect(new Set(priorities).size).toBe(10);
    const stored = await db.collection(COLLECTIONS.projects).orderBy('priority', 'desc').limit(10).get();
    expect(stored.docs.map((doc) => doc.get('priority') as number).sort()).toEqual([...priorities].sort());
    // The Functions emulator starts an instance for each request that finds none idle: 16 s in a quiet run, most of
    // it ten instances starting on two cores. Several times that, for a machine half as fast and busy.
  }, 120_000);
});

describe('a delete racing a save', () => {
  it('the save answers 200, 404 or 409, never a 500, and the deleted project leaves no file', async () => {
    for (let race = 0; race < 5; race++) {
      const created = await jsonOf<ProjectAnswer>(await create(`Race ${race}`));
      const id = created.data._id;
      const save = api(`/projects/${id}`, {
        method: 'PUT',
        headers: admin.bearer,
        form: multipart(
          { ...validProjectFields, title: `Race ${race} saved`, priority: LATE_PRIORITY },
          { image: [await pngFile('new-cover.png', 900, 700)], screenshots: [await pngFile('shot.png')] },
        ),
      });
      const removal = api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });
      const [saved, removed] = await Promise.all([save, removal]);
      expect([200, 404, 409]).toContain(saved.status);
      expect(removed.status).toBe(200);
      expect((await db.doc(`${COLLECTIONS.projects}/${id}`).get()).exists).toBe(false);
      expect((await removeFromTrash(id, admin.bearer)).status).toBe(200);
      expect(await storedFiles(`projects/${id}/`)).toEqual([]);
    }
  }, 90_000);

  it('publishing a project deleted meanwhile is a 404', async () => {
    const { data } = await jsonOf<ProjectAnswer>(await create('Publish after delete'));
    const [published, removed] = await Promise.all([
      api(`/projects/${data._id}`, { method: 'PATCH', headers: admin.bearer, json: { published: true } }),
      api(`/projects/${data._id}`, { method: 'DELETE', headers: admin.bearer }),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(published.status);
  });

  it('a removal from the trash removes the files the project named, and leaves a stray one to the orphan sweep', async () => {
    const { data } = await jsonOf<ProjectAnswer>(await create('Stray files'));
    const stray = `projects/${data._id}/left-by-an-old-save.webp`;
    await bucket.file(stray).save(Buffer.from('stray'));
    expect((await api(`/projects/${data._id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
      200,
    );
    expect((await removeFromTrash(data._id, admin.bearer)).status).toBe(200);
    expect(await storedFiles(`projects/${data._id}/`)).toEqual([stray]);
    await bucket.file(stray).delete();
  });
});

/** Every file a project document names, and every file under its folder once the superseded ones are swept. */
async function filesAndReferences(id: string): Promise<{ files: string[]; named: string[] }> {
  await sweepRetiredFiles();
  const stored = (await db.doc(`${COLLECTIONS.projects}/${id}`).get()).data() ?? {};
  const named = [
    stored.imagePath,
    stored.thumbnailPath,
    ...((stored.screenshotPaths as string[] | undefined) ?? []),
    ...((stored.screenshotThumbnailPaths as string[] | undefined) ?? []),
  ].filter(Boolean) as string[];
  return { files: await storedFiles(`projects/${id}/`), named: named.sort() };
}

function save(id: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) {
  return api(`/projects/${id}`, {
    method: 'PUT',
    headers: admin.bearer,
    form: multipart({ ...validProjectFields, title: 'Raced', priority: LATE_PRIORITY, ...fields }, files),
  });
}

describe('saves racing each other', () => {
  it('two saves of one version, each adding a screenshot: one is stored, the other is a 409, nothing is lost', async () => {
    const { data } = await jsonOf<ProjectAnswer & { data: { updatedAt: string } }>(await create('Two saves'));
    const [one, other] = await Promise.all([
      save(data._id, { updatedAt: data.updatedAt }, { screenshots: [await pngFile('one.png')] }),
      save(data._id, { updatedAt: data.updatedAt }, { screenshots: [await pngFile('two.png')] }),
    ]);
    expect([one.status, other.status].sort()).toEqual([200, 409]);
    const refused = one.status === 409 ? one : other;
    expect((await jsonOf<{ error: { message: string } }>(refused)).error.message).toBe(M.changedElsewhere);
    const { files, named } = await filesAndReferences(data._id);
    expect(files).toEqual(named);
    expect(named).toHaveLength(4);
  });

  it('a save based on an older version than the stored one is a 409 and changes nothing', async () => {
    const { data } = await jsonOf<ProjectAnswer & { data: { updatedAt: string } }>(
      await create('Stale form'),
    );
    expect((await save(data._id, { title: 'First edit', updatedAt: data.updatedAt })).status).toBe(200);
    const stale = await save(data._id, { title: 'From the stale form', updatedAt: data.updatedAt });
    expect(stale.status).toBe(409);
    expect((await db.doc(`${COLLECTIONS.projects}/${data._id}`).get()).get('title')).toBe('First edit');
  });

  it('a slow save never undoes a publish made meanwhile', async () => {
    const { data } = await jsonOf<ProjectAnswer & { data: { updatedAt: string } }>(
      await create('Publish during a save'),
    );
    // The form was filled from the draft, before the publish.
    const slowSave = save(
      data._id,
      { title: 'Saved slowly', published: 'false', updatedAt: data.updatedAt },
      { image: [await pngFile('large.png', 2400, 1800)] },
    );
    const published = await api(`/projects/${data._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: true },
    });
    expect(published.status).toBe(200);
    const saved = await slowSave;
    const stored = (await db.doc(`${COLLECTIONS.projects}/${data._id}`).get()).data();
    // Either the save came first (and the publish after it), or it found the project changed and was refused.
    expect([200, 409]).toContain(saved.status);
    expect(stored?.published).toBe(true);
    const { files, named } = await filesAndReferences(data._id);
    expect(files).toEqual(named);
  }, 30_000);

  it('a save that drops a screenshot racing one that keeps it: never a reference to a missing file', async () => {
    const created = await made.remember(
      await api('/projects', {
        method: 'POST',
        headers: admin.bearer,
        form: multipart(
          { ...validProjectFields, title: 'Drop or keep', published: 'false' },
          { image: [await pngFile('cover.png')], screenshots: [await pngFile('kept.png')] },
        ),
      }),
    );
    const { data } = await jsonOf<ProjectAnswer & { data: { updatedAt: string } }>(created);
    const [dropping, keeping] = await Promise.all([
      save(data._id, { keepScreenshots: '' }),
      save(data._id, { title: 'Kept it' }, { screenshots: [await pngFile('added.png')] }),
    ]);
    for (const answer of [dropping, keeping]) expect([200, 409]).toContain(answer.status);
    const { files, named } = await filesAndReferences(data._id);
    expect(files).toEqual(named);
  });

  it('a burst over several projects (saves, replacements, deletes): no orphan, no dangling reference', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 3 },
        async (_, i) => (await jsonOf<ProjectAnswer>(await create(`Burst ${i}`))).data._id,
      ),
    );
    const [kept, alsoKept, deleted] = ids as [string, string, string];
    const answers = await Promise.all([
      save(kept, { title: 'Kept A' }, { image: [await pngFile('a.png')] }),
      save(kept, { title: 'Kept B' }, { screenshots: [await pngFile('b.png')] }),
      save(alsoKept, { title: 'Also kept' }, { image: [await pngFile('c.png')] }),
      save(deleted, { title: 'Deleted meanwhile' }, { image: [await pngFile('d.png')] }),
      api(`/projects/${deleted}`, { method: 'DELETE', headers: admin.bearer }),
    ]);
    for (const answer of answers) expect([200, 404, 409]).toContain(answer.status);
    for (const id of [kept, alsoKept]) {
      const { files, named } = await filesAndReferences(id);
      expect(files).toEqual(named);
    }
    expect((await removeFromTrash(deleted, admin.bearer)).status).toBe(200);
    expect(await storedFiles(`projects/${deleted}/`)).toEqual([]);
  });

  it('a burst of saves and main-image replacements, then a delete: no orphan, no dangling reference', async () => {
    const { data } = await jsonOf<ProjectAnswer>(await create('Burst'));
    const answers = await Promise.all(
      Array.from({ length: 3 }, async (_, i) =>
        save(data._id, { title: `Burst ${i}` }, { image: [await pngFile(`cover-${i}.png`)] }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const { files, named } = await filesAndReferences(data._id);
    expect(files).toEqual(named);
    expect(named).toHaveLength(2);
    await expectDeletedForGood(data._id, admin.bearer);
  });

  it('three profile photos at once: one is kept, nothing else stays under the account', async () => {
    const user = await createAccount({ register: true });
    const answers = await Promise.all(
      Array.from({ length: 3 }, async (_, i) =>
        api(`/user/${user.uid}`, {
          method: 'PUT',
          headers: user.bearer,
          form: multipart({ name: 'Three Photos' }, { photo: [await pngFile(`me-${i}.png`)] }),
        }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    await sweepRetiredFiles();
    const record = (await db.doc(`${COLLECTIONS.users}/${user.uid}`).get()).data();
    expect(await storedFiles(`users/${user.uid}/`)).toEqual([record?.photoPath]);
  });
});
