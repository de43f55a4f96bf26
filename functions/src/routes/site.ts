import {
  CV_CONTENT_TYPE,
  MAX_CV_BYTES,
  siteContentSchema,
  VALIDATION_MESSAGES as M,
  withStoredFiles,
} from '@portfolio/common';
import { Router, type Request, type Response } from 'express';
import {
  listSiteVersions,
  pruneSiteVersions,
  readSite,
  restoreSiteVersion,
  saveSite,
  type SiteChange,
  type SiteReplacement,
  type StoredSite,
} from '../data/site-content';
import { isPublicSiteChange } from '../data/public-changes';
import { adminOnly, editorOf } from '../http/auth';
import { publicCache } from '../http/cache';
import { requestPublication } from '../data/publication-state';
import { ApiError, validationFailed } from '../core/api-error';
import { isDocumentId } from '../http/ids';
import { filesOf, parseMultipart } from '../http/multipart';
import { type UploadedFile } from '../services/uploads';
import { validateOrThrow } from '../http/validation';
import { retireFiles } from '../services/media-lifecycle';
import { assertImages, saveWithUploads, type UploadBatch } from '../services/uploads';
import { VersionPrunedError } from '../data/write-errors';
import { lostRace } from './lost-race';
import { translatorFor } from '../languages/request-language';

/**
 * The site content: public to read (`GET /api/site`), the admin's to change. Every change keeps the content it
 * replaces as a version, which can be restored.
 */
export const siteRouter = Router();

const SITE_FOLDER = 'site';

/** The content's revision as an entity tag: a save may send it back (`If-Match`) to edit only that revision. */
const etagOf = (revision: number) => `"site-${revision}"`;

const SITE_TAG = /^"site-(0|[1-9][0-9]{0,14})"$/;

/**
 * The revisions an `If-Match` header names (RFC 9110 13.1.1): undefined without one, or for `*`, which any current
 * revision matches. Any other tag, a weak one or one not written exactly as this API writes it (`"site-018"`),
 * names no revision.
 */
function expectedRevisions(req: Request): number[] | undefined {
  const header = req.get('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  return header.split(',').flatMap((tag) => {
    const revision = SITE_TAG.exec(tag.trim())?.[1];
    return revision === undefined ? [] : [Number(revision)];
  });
}

/** A restore of a version that a save pruned meanwhile: the list the admin chose from is out of date. */
function versionNoLongerKept(error: unknown): never {
  if (error instanceof VersionPrunedError) {
    throw new ApiError(
      409,
      'conflict',
      'That version is no longer kept: later saves replaced it. Reload the list.',
    );
  }
  return lostRace('Version')(error);
}

function sendSite(res: Response, site: StoredSite): void {
  res.set('ETag', etagOf(site.revision)).json(site.content);
}

/**
 * After a change: the versions beyond those kept go, with the files only they named; the pages are published again
 * unless the content is the same as before (a save of what was there already).
 */
async function changed(res: Response, site: SiteReplacement): Promise<void> {
  await retireFiles(await pruneSiteVersions());
  if (isPublicSiteChange(site.replaced, site.content)) await requestPublication();
  sendSite(res, site);
}

siteRouter.get('/site', publicCache, async (req, res) => {
  const [site, translator] = await Promise.all([readSite(), translatorFor(req)]);
  sendSite(res, { ...site, content: translator.site(site.content) });
});

siteRouter.put('/site', ...adminOnly, async (req, res) => {
  const input = await validateOrThrow(siteContentSchema, req.body, {}, { keepUnknown: true });
  const saved = await saveSite(
    (current) => ({ content: withStoredFiles(input, current.content), files: current.files }),
    editorOf(req),
    expectedRevisions(req),
  ).catch(lostRace('Site content'));
  await changed(res, saved);
});

siteRouter.get('/site/versions', ...adminOnly, async (_req, res) => {
  res.json(await listSiteVersions());
});

siteRouter.post('/site/versions/:versionId/restore', ...adminOnly, async (req, res) => {
  const versionId = String(req.params.versionId);
  if (!isDocumentId(versionId)) throw new ApiError(404, 'not_found', 'Version not found.');
  const restored = await restoreSiteVersion(versionId, editorOf(req)).catch(versionNoLongerKept);
  await changed(res, restored);
});

/**
 * Replaces one of the site's files: `store` keeps the upload, and the change it answers names it in the stored
 * content. The replaced file stays as long as a kept version names it.
 */
async function replaceFile(
  req: Request,
  res: Response,
  field: string,
  check: (file: UploadedFile) => void,
  limits: Parameters<typeof parseMultipart>[2],
  store: (uploads: UploadBatch, file: UploadedFile) => Promise<SiteChange>,
): Promise<void> {
  const form = await parseMultipart(req, 1, limits);
  const [file] = filesOf(form, field);
  if (!file)
    throw validationFailed({
      [field]: M.required('A file'),
    });
  check(file);
  const saved = await saveWithUploads(SITE_FOLDER, async (uploads) => {
    const change = await store(uploads, file);
    return {
      result: await saveSite(change, editorOf(req), expectedRevisions(req)).catch(lostRace('Site content')),
    };
  });
  await changed(res, saved);
}

siteRouter.put('/site/photo', ...adminOnly, (req, res) =>
  replaceFile(
    req,
    res,
    'photo',
    (file) => assertImages([file]),
    { tooManyFiles: { field: 'photo', message: M.oneFileOnly('photo') } },
    async (uploads, file) => {
      const { url, path, width, height } = await uploads.portrait(file);
      return ({ content, files }) => ({
        content: { ...content, photo: { ...content.photo, src: url, width, height } },
        files: { ...files, photo: path },
      });
    },
  ),
);

/** A PDF starts with `%PDF-`, whatever its name says. */
const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

siteRouter.put('/site/cv', ...adminOnly, (req, res) =>
  replaceFile(
    req,
    res,
    'cv',
    (file) => {
      if (!isPdf(file.data))
        throw new ApiError(415, 'unsupported_media_type', M.cvNotPdf, { cv: M.cvNotPdf });
    },
    {
      maxFileBytes: MAX_CV_BYTES,
      fileTooLarge: M.cvTooLarge(MAX_CV_BYTES / (1024 * 1024)),
      tooManyFiles: { field: 'cv', message: M.oneFileOnly('CV') },
    },
    async (uploads, file) => {
      const { url, path } = await uploads.document(file, CV_CONTENT_TYPE, 'pdf');
      return ({ content, files }) => ({
        content: { ...content, cv: { ...content.cv, href: url } },
        files: { ...files, cv: path },
      });
    },
  ),
);
