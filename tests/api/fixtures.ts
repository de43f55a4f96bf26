// Test data the API suites share, and the emulator state they reset or compare.
import { COLLECTIONS, DEFAULT_SITE_CONTENT, SITE_CONTENT_DOC, type Project } from '@portfolio/common';
import { afterAll, expect } from 'vitest';
import type { TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { pngFile, type UploadFile } from './uploads';

/** A contact message the API accepts. */
export const contactMessage = {
  name: 'Ada',
  number: '+880 1711 000000',
  email: 'ada@example.com',
  message: 'Hello there!',
};

/**
 * Clears the contact form's per-address counts. Locally every caller has the same address (the emulators forward
 * none), so a test that sends messages starts from an empty count.
 */
export async function clearContactRateLimits(): Promise<void> {
  const counts = await db.collection(COLLECTIONS.rateLimits).get();
  await Promise.all(counts.docs.map((doc) => doc.ref.delete()));
}

/** The stored site content's record. */
export const siteRecord = () => db.collection(COLLECTIONS.site).doc(SITE_CONTENT_DOC);

/** Back to the seeded site: the defaults stored, no versions, no site files. */
export async function resetSite(): Promise<void> {
  const versions = await db.collection(COLLECTIONS.siteVersions).listDocuments();
  await Promise.all(versions.map((doc) => doc.delete()));
  await siteRecord().set({ content: DEFAULT_SITE_CONTENT, files: {}, revision: 0, updatedBy: 'seed' });
  await bucket.deleteFiles({ prefix: 'site/' });
}

/** Every field of the project form, valid; the technologies as a person might type them. */
export const validProjectFields = {
  title: 'API test project',
  purpose: 'Prove the API',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'Complete',
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  technologies: ' React, Vite ,React,, ',
  description: 'A project created by the API tests.',
  liveLink: 'https://example.com/live',
  githubClient: '',
  githubServer: 'http://example.com/server',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
};

/** What a refused request must leave unchanged: the number of projects and every stored project file. */
export async function projectState(): Promise<{ count: number; files: string[] }> {
  const [snapshot, files] = await Promise.all([
    db.collection(COLLECTIONS.projects).count().get(),
    storedFiles('projects/'),
  ]);
  return { count: snapshot.data().count, files };
}

/** Removes a trashed project for good, as the Trash page's "Delete for good" does: its folder goes with it. */
export function removeFromTrash(id: string, bearer: { Authorization: string }): Promise<Response> {
  return api(`/trash/${id}`, { method: 'DELETE', headers: bearer });
}

/** Deletes a project, then removes it from the trash, and expects both to succeed and no file left in its folder. */
export async function expectDeletedForGood(id: string, bearer: { Authorization: string }): Promise<void> {
  expect((await api(`/projects/${id}`, { method: 'DELETE', headers: bearer })).status).toBe(200);
  expect((await removeFromTrash(id, bearer)).status).toBe(200);
  expect(await storedFiles(`projects/${id}/`)).toEqual([]);
}

/**
 * Requests at once when a test file removes what it made: the Functions emulator starts a process (a few seconds of
 * processor) for each request beyond those it is answering, and keeps it to the end of the run.
 */
const CLEAN_UP_AT_ONCE = 3;

/**
 * The projects a test file made, deleted after its tests for good (through the API and the trash, files included),
 * so that the browser journeys after the API suite see the seeded lists and not the API tests' drafts.
 */
export function projectsMadeHere(account: () => TestAccount) {
  const ids = new Set<string>();
  /** Remembers the project an answer created. */
  async function remember(response: Response): Promise<Response> {
    if (response.status === 201) {
      const { data } = (await response.clone().json()) as { data?: { _id?: string } };
      if (data?._id) ids.add(data._id);
    }
    return response;
  }
  /** Adds a project: the valid fields with `fields` over them, and one PNG main image unless `files` are given. */
  async function add(
    fields: Record<string, string> = {},
    files?: Record<string, UploadFile[]>,
  ): Promise<Response> {
    return remember(await postProject(account(), { ...validProjectFields, ...fields }, files));
  }
  /** Deletes them, and empties them from the trash, a few at a time. */
  async function deleteAll(): Promise<void> {
    if (ids.size === 0) return;
    const { bearer } = account();
    const waiting = [...ids];
    const removeNext = async (): Promise<void> => {
      const id = waiting.shift();
      if (id === undefined) return;
      await api(`/projects/${id}`, { method: 'DELETE', headers: bearer });
      await removeFromTrash(id, bearer);
      return removeNext();
    };
    await Promise.all(Array.from({ length: CLEAN_UP_AT_ONCE }, removeNext));
  }
  afterAll(deleteAll);
  return {
    remember,
    add,
    /** As `add`, for a test that needs the project made: it expects a 201 and gives the stored project. */
    async added(fields: Record<string, string> = {}, files?: Record<string, UploadFile[]>): Promise<Project> {
      const response = await add(fields, files);
      expect(response.status).toBe(201);
      return (await jsonOf<{ data: Project }>(response)).data;
    },
  };
}

/**
 * POST /projects as `account` with a large PNG main image and `screenshots` PNG screenshots (sizes a phone's
 * screen gives): the answer, and its body as JSON.
 */
export async function postProjectWithImages(
  account: TestAccount,
  fields: Record<string, string> = validProjectFields,
  screenshots = 2,
): Promise<{ response: Response; body: { data?: Project; error?: { fields?: Record<string, string> } } }> {
  const image = await pngFile('cover.png', 2000, 1000);
  const shots = await Promise.all(
    Array.from({ length: screenshots }, (_, i) => pngFile(`s${i}.png`, 1200, 750)),
  );
  const response = await postProject(account, fields, { image: [image], screenshots: shots });
  return { response, body: await jsonOf(response) };
}
