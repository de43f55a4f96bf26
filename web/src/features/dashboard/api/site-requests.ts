import type { SiteContent, SiteVersionSummary, TrashedProject, Project } from '@portfolio/common';
import { apiRequest, apiResponse, type ApiRequestOptions } from '@/lib/api-client';
import { apiUpload, type UploadProgress } from '@/lib/api-upload';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';
import { saveAsFile } from './downloads';

/** The site content and the revision it is (its ETag), which a save names so as not to undo another save. */
export interface EditableSite {
  content: SiteContent;
  etag: string;
}

async function siteCall(path: string, options: ApiRequestOptions): Promise<EditableSite> {
  const response = await apiResponse(path, options);
  return { content: (await response.json()) as SiteContent, etag: response.headers.get('ETag') ?? '' };
}

/** GET /site, fresh (not a cached copy): the content the form starts from. */
export function loadSite(): Promise<EditableSite> {
  return siteCall(`/site?fresh=${Date.now()}`, { authenticated: false });
}

/** PUT /site: the whole content, if it is still the revision `etag` (else 409). */
export async function saveSite(content: SiteContent, etag: string): Promise<EditableSite> {
  const saved = await siteCall('/site', {
    method: 'PUT',
    json: content,
    headers: etag ? { 'If-Match': etag } : {},
  });
  publicationRequested();
  return saved;
}

export function listSiteVersions(): Promise<SiteVersionSummary[]> {
  return apiRequest('/site/versions');
}

export async function restoreSiteVersion(versionId: string): Promise<EditableSite> {
  const restored = await siteCall(`/site/versions/${encodeURIComponent(versionId)}/restore`, {
    method: 'POST',
  });
  publicationRequested();
  return restored;
}

/** PUT /site/photo or /site/cv: one file, with the upload's progress. */
export async function uploadSiteFile(
  kind: 'photo' | 'cv',
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<SiteContent> {
  const form = new FormData();
  form.append(kind, file, file.name);
  const content = await apiUpload<SiteContent>(`/site/${kind}`, { method: 'PUT', form, onProgress });
  publicationRequested();
  return content;
}

export function listTrash(): Promise<TrashedProject[]> {
  return apiRequest('/trash');
}

export async function restoreFromTrash(projectId: string): Promise<Project> {
  const restored = await apiRequest<{ data: Project }>(`/trash/${encodeURIComponent(projectId)}/restore`, {
    method: 'POST',
  });
  publicationRequested();
  return restored.data;
}

export async function removeFromTrash(projectId: string): Promise<void> {
  await apiRequest(`/trash/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

/** GET /export: the zip of everything, as a file the browser saves. */
export async function downloadExport(): Promise<void> {
  await saveAsFile(await apiResponse('/export'), 'export.zip');
}
