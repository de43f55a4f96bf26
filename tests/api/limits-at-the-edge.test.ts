// Limits at their edge: a file of exactly its limit is taken, one byte more is not; too many files are answered in
// the words of the form that sent them; a native contact post over the body limit gets the contact page.
import { COLLECTIONS, MAX_CV_BYTES, MAX_IMAGE_BYTES, VALIDATION_MESSAGES as M } from '@portfolio/common';
import type { DocumentData } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, FUNCTION_URL, jsonOf } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { projectsMadeHere, siteRecord } from './fixtures';
import { file, multipart, type UploadFile } from './uploads';
import { JSON_BODY_LIMIT_BYTES } from '../../functions/src/http/body-limits';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

/** The site as it was before these tests: its document, its versions and its files, put back after them. */
let siteBefore: { content: DocumentData | undefined; versions: string[]; files: string[] };
const versionIds = async () =>
  (await db.collection(COLLECTIONS.siteVersions).listDocuments()).map((doc) => doc.id);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
  siteBefore = {
    content: (await siteRecord().get()).data(),
    versions: await versionIds(),
    files: await storedFiles('site/'),
  };
});

afterAll(async () => {
  if (siteBefore.content) await siteRecord().set(siteBefore.content);
  const added = (await versionIds()).filter((id) => !siteBefore.versions.includes(id));
  await Promise.all(added.map((id) => db.collection(COLLECTIONS.siteVersions).doc(id).delete()));
  const files = (await storedFiles('site/')).filter((name) => !siteBefore.files.includes(name));
  await Promise.all(files.map((name) => bucket.file(name).delete()));
});

/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number): UploadFile => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return file(Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]), 'cv.pdf', 'application/pdf');
};

/** A JPEG of exactly `size` bytes: a real image, then bytes a decoder never reads (after its end marker). */
async function jpegOfSize(size: number): Promise<UploadFile> {
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  return file(Buffer.concat([image, Buffer.alloc(size - image.length)]), 'cover.jpg', 'image/jpeg');
}

const putCv = (files: UploadFile[]) =>
  api('/site/cv', { method: 'PUT', headers: admin.bearer, form: multipart({}, { cv: files }) });

type Refusal = { error: { message: string; fields?: Record<string, string> } };

describe('the CV', () => {
  it('of exactly 5,242,880 bytes is stored; one byte more is a 413 about the CV', async () => {
    expect(MAX_CV_BYTES).toBe(5_242_880);
    expect((await putCv([pdfOfSize(MAX_CV_BYTES)])).status).toBe(200);
    const over = await putCv([pdfOfSize(MAX_CV_BYTES + 1)]);
    expect(over.status).toBe(413);
    expect((await jsonOf<Refusal>(over)).error.fields).toEqual({ cv: M.cvTooLarge(5) });
  }, 60_000);

  it('sent as two files is a 400 that says one CV, not screenshots', async () => {
    const response = await putCv([pdfOfSize(100), pdfOfSize(100)]);
    expect(response.status).toBe(400);
    const { error } = await jsonOf<Refusal>(response);
    expect(error.fields).toEqual({ cv: M.oneFileOnly('CV') });
    expect(error.message).not.toMatch(/screenshot/i);
  });
});

describe('a project image', () => {
  it('of exactly its limit is stored; one byte more is a 413', async () => {
    const exact = await made.add(
      { title: 'Image at its limit' },
      { image: [await jpegOfSize(MAX_IMAGE_BYTES)] },
    );
    expect(exact.status).toBe(201);
    const over = await made.add(
      { title: 'Image over its limit' },
      { image: [await jpegOfSize(MAX_IMAGE_BYTES + 1)] },
    );
    expect(over.status).toBe(413);
    expect((await jsonOf<Refusal>(over)).error.fields).toEqual({ image: M.imageTooLarge });
  }, 60_000);
});

describe('the contact form sent natively, over the body limit', () => {
  it('is answered with the contact page (413) saying the message is too long, not with JSON', async () => {
    const response = await fetch(`${FUNCTION_URL}/want`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({
        name: 'Ada',
        message: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1024),
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Contact Us');
    expect(html).toContain('Your message is too long to send');
  });
});
