// The drill: an export imports back whole, and every public page is as it was; a bad archive changes nothing.
import {
  COLLECTIONS,
  PLATFORM_REQUEST_BODY_LIMIT_BYTES,
  RESTORE_LEASE_DOC,
  SITE_CONTENT_DOC,
} from '@portfolio/common';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, API_BASE, jsonOf, SITE_ORIGIN } from './api-client';
import { bucket, db } from './backend';
import { editJson, readZip, rewritten, type ZipEntry } from './backup-archives';
import { badArchives } from './bad-backups';
import { untilPublished } from './publication-status';

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const exportZip = async () => {
  const response = await api('/export', { headers: admin.bearer });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
// fetch itself: api() sends only a JSON or multipart body, and would drop the zip.
const importZip = (zip: Buffer, query = '') =>
  fetch(`${API_BASE}/import${query}`, {
    method: 'POST',
    headers: { ...admin.bearer, 'Content-Type': 'application/zip' },
    body: new Uint8Array(zip),
  });

/** The entries of an export, the manifest without its time. */
function contents(zip: Buffer): Map<string, Buffer> {
  return new Map(
    readZip(zip).map(({ name, data }: ZipEntry) => {
      if (name !== 'manifest.json') return [name, data];
      const { exportedAt: _time, ...rest } = JSON.parse(data.toString()) as Record<string, unknown>;
      return [name, Buffer.from(JSON.stringify(rest))];
    }),
  );
}

async function publicPages(): Promise<Map<string, string>> {
  await untilPublished(admin);
  const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap.xml`)).text();
  const paths = [
    '/',
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(String(match[1])).pathname),
  ];
  const pages = new Map<string, string>();
  for (const path of new Set(paths)) pages.set(path, await (await fetch(`${SITE_ORIGIN}${path}`)).text());
  return pages;
}

async function changeEverything(): Promise<void> {
  const site = db.collection(COLLECTIONS.site).doc(SITE_CONTENT_DOC);
  const content = (await site.get()).get('content') as Record<string, unknown>;
  const field = Object.keys(content).find((key) => typeof content[key] === 'string') as string;
  await site.update({ [`content.${field}`]: `${String(content[field])} (changed)` });
  const projects = (await db.collection(COLLECTIONS.projects).get()).docs as [
    DocumentSnapshot,
    DocumentSnapshot,
  ];
  await db
    .collection(COLLECTIONS.projects)
    .doc('drill-added')
    .set({ ...projects[0].data(), title: 'Added' });
  await projects[1].ref.delete();
  const posts = (await db.collection(COLLECTIONS.posts).get()).docs as [DocumentSnapshot, DocumentSnapshot];
  await db
    .collection(COLLECTIONS.posts)
    .doc('drill-added')
    .set({ ...posts[0].data(), title: 'Added' });
  await db.recursiveDelete(posts[1].ref);
  const path = projects[0].get('imagePath') as string;
  await bucket.file(path).delete();
  // A translation gone, another changed: the restore brings back the pages in those languages too.
  const translations = (await db.collection(COLLECTIONS.translations).get()).docs as [
    DocumentSnapshot,
    DocumentSnapshot,
  ];
  await db.recursiveDelete(translations[0].ref);
  await translations[1].ref.update({ 'fields.title': 'Changed in the drill' });
  await db.recursiveDelete(db.collection(COLLECTIONS.messages));
  await db.collection(COLLECTIONS.messages).add({ name: 'Other', email: 'o@example.com', message: 'x' });
  // The owner's wording of the interface gone: the restore brings back the pages' words too.
  await db.recursiveDelete(db.collection(COLLECTIONS.interfaceTexts));
}

/** The owner's own words for the footer's line in Bengali, through the API (so published), or none again. */
const rewordFooter = async (overrides: Record<string, string>) =>
  expect(
    (await api('/interface-texts/bn', { method: 'PUT', json: { overrides }, headers: admin.bearer })).status,
  ).toBe(200);

describe('the backup drill', () => {
  it('imports an export back whole: the same export again, and every public page byte-identical', async () => {
    await rewordFooter({ 'texts.footer.rights': 'সব অধিকার আমার।' });
    const pagesBefore = await publicPages();
    expect(pagesBefore.get('/bn/about')).toContain('সব অধিকার আমার।');
    const first = await exportZip();
    await changeEverything();

    const dry = await importZip(first, '?dryRun=1');
    expect(dry.status).toBe(200);
    const preview = await jsonOf<{ dryRun: boolean; changes: Record<string, Record<string, number>> }>(dry);
    expect(preview.dryRun).toBe(true);
    expect(preview.changes.projects).toEqual({ added: 1, replaced: 0, removed: 1 });
    expect(preview.changes.posts).toMatchObject({ added: 1, removed: 1 });
    expect(preview.changes.files?.added).toBe(1);
    expect(preview.changes.messages?.removed).toBe(1);
    expect(preview.changes.translations).toEqual({ added: 1, replaced: 1, removed: 0 });
    expect(preview.changes.interfaceTexts).toEqual({ added: 1, replaced: 0, removed: 0 });

    const started = Date.now();
    const done = await importZip(first);
    expect(done.status).toBe(200);
    expect(await jsonOf(done)).toMatchObject({ dryRun: false, changes: preview.changes });
    expect(Date.now() - started).toBeLessThan(10_000);

    const second = contents(await exportZip());
    const expected = contents(first);
    expect([...second.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, data] of expected) expect(second.get(name)?.equals(data), name).toBe(true);

    expect(expected.has('interface-texts.json')).toBe(true);

    const pagesAfter = await publicPages();
    expect([...pagesAfter.keys()]).toEqual([...pagesBefore.keys()]);
    for (const [path, page] of pagesBefore) expect(pagesAfter.get(path), path).toBe(page);
    await rewordFooter({});
  }, 120_000);

  it('takes an older backup, made before the interface texts were kept, as one without any', async () => {
    await rewordFooter({ 'texts.footer.rights': 'সব অধিকার আমার।' });
    const older = rewritten(await exportZip(), (entries) =>
      editJson('manifest.json', (manifest) => {
        const { entries: listed, ...rest } = manifest as { entries: Record<string, unknown> };
        delete listed['interface-texts.json'];
        return { ...rest, entries: listed };
      })(entries.filter((entry) => entry.name !== 'interface-texts.json')),
    );
    const dry = await importZip(older, '?dryRun=1');
    expect(dry.status, await dry.clone().text()).toBe(200);
    const { changes } = await jsonOf<{ changes: Record<string, Record<string, number>> }>(dry);
    expect(changes.interfaceTexts).toEqual({ added: 0, replaced: 0, removed: 1 });
    await rewordFooter({});
    await untilPublished(admin);
  });

  it('refuses each bad archive with a 400 naming what is wrong, and changes nothing', async () => {
    const zip = await exportZip();
    const entries = contents(zip);
    const mediaName = [...entries.keys()].find((name) => name.startsWith('media/')) as string;
    const site = db.collection(COLLECTIONS.site).doc(SITE_CONTENT_DOC);
    const siteBefore = (await site.get()).data();
    for (const { what, zip: archive, message } of badArchives(zip)) {
      expect(archive.length, what).toBeLessThan(PLATFORM_REQUEST_BODY_LIMIT_BYTES);
      const response = await importZip(archive);
      expect(response.status, what).toBe(400);
      const { error } = await jsonOf<{ error: { code: string; message: string } }>(response);
      expect(error.code, what).toBe('invalid_backup');
      expect(error.message, what).toMatch(message);
      // Nothing changed: a document and a file, after each.
      expect((await site.get()).data(), what).toEqual(siteBefore);
      const [file] = await bucket.file(mediaName.slice('media/'.length)).download();
      expect(file.equals(entries.get(mediaName) as Buffer), what).toBe(true);
    }
    const after = contents(await exportZip());
    for (const [name, data] of entries) expect(after.get(name)?.equals(data), name).toBe(true);
  }, 180_000);

  it('takes back a document the site holds though a save would not write it (stored before a field existed)', async () => {
    const legacy = db.collection(COLLECTIONS.projects).doc('backup-legacy-project');
    await legacy.set({
      title: 'Stored by hand',
      category: 'web-dev-project',
      published: false,
      priority: 999,
    });
    try {
      const dry = await importZip(await exportZip(), '?dryRun=1');
      expect(dry.status, await dry.clone().text()).toBe(200);
    } finally {
      await legacy.delete();
    }
  });

  it('answers 409 to an import while another runs', async () => {
    const lease = db.collection(COLLECTIONS.locks).doc(RESTORE_LEASE_DOC);
    await lease.set({ holder: 'another', until: Date.now() + 60_000 });
    try {
      const response = await importZip(await exportZip(), '?dryRun=1');
      expect(response.status).toBe(409);
      expect((await jsonOf<{ error: { code: string } }>(response)).error.code).toBe('import_running');
    } finally {
      await lease.delete();
    }
  });

  it('stores a backup, lists it, serves it and restores it', async () => {
    const made = await api('/backups', { method: 'POST', headers: admin.bearer });
    expect(made.status).toBe(201);
    const { id, size } = await jsonOf<{ id: string; size: number }>(made);
    const { backups } = await jsonOf<{ backups: { id: string }[] }>(
      await api('/backups', { headers: admin.bearer }),
    );
    expect(backups[0]?.id).toBe(id);
    const download = await api(`/backups/${id}`, { headers: admin.bearer });
    expect(Buffer.from(await download.arrayBuffer()).length).toBe(size);
    const restored = await api(`/backups/${id}/restore?dryRun=1`, { method: 'POST', headers: admin.bearer });
    expect(await jsonOf(restored)).toMatchObject({
      dryRun: true,
      changes: { projects: { added: 0, removed: 0 } },
    });
  });
});
